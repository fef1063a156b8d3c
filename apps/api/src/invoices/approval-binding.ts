import type { ApprovalBinding } from '../db/schema/invoices';
import type { InvoiceRow } from './invoice-view';

/** What an approval chain is routed for: the amount, currency, vendor and requisitioner. */
export const approvalBindingOf = (
  invoice: Pick<InvoiceRow, 'amountCents' | 'currency' | 'vendorId' | 'requisitionerContactEmail'>,
): ApprovalBinding => ({
  amount_cents: invoice.amountCents,
  currency: invoice.currency,
  vendor_id: invoice.vendorId,
  requisitioner: invoice.requisitionerContactEmail?.trim().toLowerCase() || null,
});

export const sameBinding = (a: ApprovalBinding, b: ApprovalBinding): boolean =>
  a.amount_cents === b.amount_cents &&
  a.currency === b.currency &&
  a.vendor_id === b.vendor_id &&
  a.requisitioner === b.requisitioner;
