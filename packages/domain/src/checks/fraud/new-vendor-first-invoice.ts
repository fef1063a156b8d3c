import { formatCents } from '../../money/format-currency';
import type { FraudSignal } from './fraud-subject';

export const newVendorLargeFirstInvoice: FraudSignal = {
  id: 'new_vendor_large_first_invoice',
  level: 'red',
  what: "A new vendor's first invoice is above the amount an Admin set",
  evaluate: ({ invoice, vendor_history, new_vendor_review_cents }) =>
    vendor_history.length === 0 && invoice.amount_cents > new_vendor_review_cents
      ? `First invoice of a new vendor, ${formatCents(invoice.amount_cents)}, is above ${formatCents(new_vendor_review_cents)}`
      : null,
};
