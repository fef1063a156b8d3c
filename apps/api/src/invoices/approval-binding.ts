import type { ApprovalBinding } from '../db/schema/invoices';
import type { InvoiceRow } from './invoice-view';

/**
 * What an approval chain is routed for: the amount, currency, vendor and requisitioner, and
 * the approval rule that applied (absent on chains routed before rules existed).
 */
export const approvalBindingOf = (
  invoice: Pick<InvoiceRow, 'amountCents' | 'currency' | 'vendorId' | 'requisitionerContactEmail'>,
  ruleId?: string,
): ApprovalBinding => ({
  amount_cents: invoice.amountCents,
  currency: invoice.currency,
  vendor_id: invoice.vendorId,
  requisitioner: invoice.requisitionerContactEmail?.trim().toLowerCase() || null,
  ...(ruleId ? { rule_id: ruleId } : {}),
});

/** Same amount, currency, vendor and requisitioner (what an approver saw and approved). */
export const sameBinding = (a: ApprovalBinding, b: ApprovalBinding): boolean =>
  a.amount_cents === b.amount_cents &&
  a.currency === b.currency &&
  a.vendor_id === b.vendor_id &&
  a.requisitioner === b.requisitioner;
