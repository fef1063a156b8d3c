import { LABELS } from '../messages';

/** The invoice number for the list; an empty one shows "N/A". */
export function displayInvoiceNumber(invoiceNumber: string | null | undefined): string {
  const text = invoiceNumber?.trim();
  return text ? text : LABELS.notApplicable;
}
