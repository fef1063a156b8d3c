/** Another invoice as the fraud signals read it. */
export interface FraudOtherInvoice {
  id: string;
  invoice_number: string | null;
  vendor_id: string | null;
  amount_cents: number;
  issue_date: string | null;
  /** Who e-mailed it to the AP mailbox, when it came by mail. */
  sender_email?: string | null;
}

/** What the fraud signals read about one invoice (gathered by the server). */
export interface FraudSubject {
  invoice: FraudOtherInvoice & {
    /** Keyed fingerprint and last four digits of the bank account printed on the invoice. */
    remittance?: { fingerprint: string; last4: string } | null;
  };
  /** The day the payment is sent (the invoice's payment date, else today), YYYY-MM-DD. */
  payment_date: string;
  vendor: {
    contact_email: string | null;
    /** When the vendor's bank details changed (ISO timestamps), newest first or any order. */
    bank_changed_at: readonly string[];
    /** Keyed fingerprint and last four digits of the account on record; null when none. */
    bank?: { fingerprint: string; last4: string } | null;
  } | null;
  /** The other invoices of the same vendor. */
  vendor_history: readonly FraudOtherInvoice[];
  /** Invoices of other vendors that share the amount and date, or whose number looks alike. */
  other_vendor_invoices: readonly FraudOtherInvoice[];
  /** Above this, a new vendor's first invoice is a red signal (set by an Admin). */
  new_vendor_review_cents: number;
}

/** One named fraud signal: red blocks payment (while enforced) until an Admin overrides it. */
export interface FraudSignal {
  id: string;
  level: 'red' | 'yellow';
  /** What it looks for, for people reading the list. */
  what: string;
  /** Why it fired, or null. */
  evaluate: (subject: FraudSubject) => string | null;
}
