import type { FraudSignal } from './fraud-subject';

export const sameAmountAndDateOtherVendor: FraudSignal = {
  id: 'same_amount_and_date_other_vendor',
  level: 'yellow',
  what: 'Another vendor sent an invoice of the same amount on the same date',
  evaluate: ({ invoice, other_vendor_invoices }) => {
    if (!invoice.issue_date || invoice.amount_cents === 0) return null;
    const twin = other_vendor_invoices.find(
      (other) =>
        other.id !== invoice.id &&
        other.vendor_id !== invoice.vendor_id &&
        other.amount_cents === invoice.amount_cents &&
        other.issue_date === invoice.issue_date,
    );
    return twin
      ? `Another vendor's invoice ${twin.invoice_number ?? twin.id} has the same amount and date (${invoice.issue_date})`
      : null;
  },
};
