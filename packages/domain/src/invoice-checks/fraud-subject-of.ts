import type { FraudOtherInvoice, FraudSubject } from '../checks/fraud/fraud-subject';
import { FRAUD_THRESHOLDS } from '../checks/fraud/fraud-thresholds';
import { toCentsOrNull } from '../money/to-cents';
import type { InvoiceSubject, OtherInvoiceSubject } from './check-subject';

export type { FraudSubject };

const other = (invoice: InvoiceSubject | OtherInvoiceSubject): FraudOtherInvoice => ({
  id: invoice.id,
  invoice_number: invoice.invoice_number,
  vendor_id: invoice.vendor_id,
  amount_cents: toCentsOrNull(invoice.amount) ?? 0,
  issue_date: invoice.issue_date,
});

/**
 * The fraud subject from what every check input has (the invoice and the organisation's other
 * invoices), when the caller gathered nothing more: no bank-change dates, senders or
 * remittance details, payment today.
 */
export const fraudSubjectOf = (input: {
  invoice: InvoiceSubject;
  otherInvoices: readonly OtherInvoiceSubject[];
  vendor: { contact_email?: string | null } | null;
}): FraudSubject => {
  const others = input.otherInvoices.filter((row) => row.id !== input.invoice.id).map(other);
  return {
    invoice: other(input.invoice),
    payment_date: new Date().toISOString().slice(0, 10),
    vendor: input.vendor
      ? { contact_email: input.vendor.contact_email ?? null, bank_changed_at: [] }
      : null,
    vendor_history: others.filter((row) => row.vendor_id === input.invoice.vendor_id),
    other_vendor_invoices: others.filter((row) => row.vendor_id !== input.invoice.vendor_id),
    new_vendor_review_cents: FRAUD_THRESHOLDS.defaultNewVendorReviewCents.value,
  };
};
