/** What the field readers found: the evidence an invoice leaves whatever language names it. */
export type InvoiceFacts = {
  hasTotal: boolean;
  hasNumber: boolean;
  hasLines: boolean;
  hasDate?: boolean;
  /** A customer named under a bill-to label, or a vendor and a customer both read. */
  hasParties?: boolean;
  hasDueDate?: boolean;
  /** Bank details to pay into (IBAN, account number). */
  hasBankDetails?: boolean;
  /** An e-mail body: an invoice only on strong evidence (most bodies are covering notes). */
  strict: boolean;
  /** Read by OCR: finding nothing may be the OCR's failure, not the document's. */
  fromOcr?: boolean;
};
