import { formatShortDate } from '../dates/format-date';
import { formatCents } from '../money/format-currency';
import { toCents } from '../money/to-cents';
import type { CheckProblem, RuleOutcome } from './check-result';
import type { InvoiceSubject, OtherInvoiceSubject } from './check-subject';
import { invoiceNumberKey } from './invoice-number-key';

const label = (other: OtherInvoiceSubject): string =>
  other.invoice_number?.trim() ? `invoice ${other.invoice_number.trim()}` : `invoice ${other.id}`;

/**
 * invoice_number_unique: no other invoice of the organisation is the same invoice, by
 * - the same vendor and the same normalised number (see invoiceNumberKey): 'Unique Invoice Number';
 * - the same vendor, total and issue date: 'Duplicate Prevention';
 * - the same document (file hash): both.
 * Paid invoices count: paying one twice is what this prevents.
 */
export const invoiceNumberUnique = (
  invoice: InvoiceSubject,
  others: readonly OtherInvoiceSubject[],
): RuleOutcome => {
  const problems: CheckProblem[] = [];
  const key = invoiceNumberKey(invoice.invoice_number);
  const cents = toCents(invoice.amount);
  const hash = invoice.file_hash?.trim();
  for (const other of others) {
    if (other.id === invoice.id) continue;
    const sameVendor = invoice.vendor_id !== null && other.vendor_id === invoice.vendor_id;
    if (hash && other.file_hash?.trim() === hash) {
      problems.push({
        reason: `Same document as ${label(other)}`,
        gates: ['unique_invoice_number', 'duplicate_prevention'],
      });
    } else if (sameVendor && key !== null && invoiceNumberKey(other.invoice_number) === key) {
      problems.push({
        reason: `Same vendor and invoice number as ${label(other)}`,
        gates: ['unique_invoice_number'],
      });
    } else if (
      sameVendor &&
      cents !== 0 &&
      invoice.issue_date &&
      other.issue_date === invoice.issue_date &&
      toCents(other.amount) === cents
    ) {
      const amount = formatCents(cents, invoice.currency);
      const date = formatShortDate(invoice.issue_date);
      problems.push({
        reason: `Same vendor, amount (${amount}) and issue date (${date}) as ${label(other)}`,
        gates: ['duplicate_prevention'],
      });
    }
  }
  return {
    name: 'invoice_number_unique',
    problems,
    passReason: 'No other invoice from this vendor has this number, amount and date',
  };
};
