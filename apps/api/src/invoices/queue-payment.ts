import { and, eq, inArray } from 'drizzle-orm';
import { type Actor, type Executor, recordMutation } from '../audit/record-mutation';
import { payments } from '../db/schema';
import { newId } from '../ids';
import { findInvoiceVendor } from '../payments/payment-binding';
import { isoDate } from '../payments/payment-deps';
import { bankDetailsFingerprint } from '../vendors/bank-details';
import type { InvoiceRow } from './invoice-view';
import type { PaymentRow } from './payment-view';

const LIVE_STATUSES = ['queued', 'pending', 'completed'] as const;

/**
 * Queues the invoice's payment unless one is already live. The partial unique index
 * payments_one_live_per_invoice makes concurrent calls agree on a single row. The payee's
 * bank details are bound by fingerprint (a change before sending refuses the payment), and a
 * payment_send_date in the future holds it until that day. After the commit, call
 * announceQueuedPayment (payments/payment-queue) so the worker sends it.
 */
export const queuePayment = async (
  tx: Executor,
  caller: Actor,
  invoice: InvoiceRow,
): Promise<{ payment: PaymentRow; created: boolean }> => {
  const id = newId();
  const vendor = await findInvoiceVendor(tx, invoice);
  const today = isoDate();
  const [inserted] = await tx
    .insert(payments)
    .values({
      id,
      orgId: caller.orgId,
      invoiceId: invoice.id,
      amountCents: invoice.amountCents,
      currency: invoice.currency,
      status: 'queued',
      idempotencyKey: `invoice-${invoice.id}-${id}`,
      vendorId: invoice.vendorId,
      bankDetailsFingerprint: vendor ? bankDetailsFingerprint(vendor) : null,
      scheduledFor:
        invoice.paymentSendDate && invoice.paymentSendDate > today ? invoice.paymentSendDate : null,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) {
    await recordMutation(tx, caller, {
      action: 'payment.queue',
      entityType: 'payment',
      entityId: inserted.id,
      after: { invoice_id: invoice.id, amount_cents: inserted.amountCents },
    });
    return { payment: inserted, created: true };
  }
  const live = await findLivePayment(tx, invoice.id);
  if (!live) throw new Error(`payment of invoice ${invoice.id} conflicted but is not live`);
  return { payment: live, created: false };
};

/** The invoice's queued, pending or completed payment, if any. */
export const findLivePayment = async (
  db: Executor,
  invoiceId: string,
): Promise<PaymentRow | undefined> => {
  const [live] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.invoiceId, invoiceId), inArray(payments.status, [...LIVE_STATUSES])));
  return live;
};
