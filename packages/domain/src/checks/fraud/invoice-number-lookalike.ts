import { invoiceNumberKey } from '../../invoice-checks/invoice-number-key';
import type { FraudSignal } from './fraud-subject';

const plain = (number: string | null) => (number ?? '').trim().toUpperCase();

/**
 * Another invoice whose number is the same once leading zeros, spaces, '#' and 'INV' are
 * dropped, but is written differently or comes from another vendor (the same vendor's exact
 * repeat is Unique Invoice Number's business).
 */
export const invoiceNumberLookalike: FraudSignal = {
  id: 'invoice_number_lookalike',
  level: 'yellow',
  what: 'The invoice number matches another invoice once normalised (leading zeros, spaces, "#", "INV")',
  evaluate: ({ invoice, vendor_history, other_vendor_invoices }) => {
    const key = invoiceNumberKey(invoice.invoice_number);
    if (!key) return null;
    const alike = [...vendor_history, ...other_vendor_invoices].find(
      (other) =>
        other.id !== invoice.id &&
        invoiceNumberKey(other.invoice_number) === key &&
        (plain(other.invoice_number) !== plain(invoice.invoice_number) ||
          other.vendor_id !== invoice.vendor_id),
    );
    return alike
      ? `Invoice number ${invoice.invoice_number} matches ${alike.invoice_number}${alike.vendor_id !== invoice.vendor_id ? ' of another vendor' : ''} once normalised`
      : null;
  },
};
