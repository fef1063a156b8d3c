import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { integrationConnections, invoices, payments } from '../db/schema';
import { logger } from '../observability/logger';
import { isoDate, type PaymentDeps } from './payment-deps';
import { queueBooking, queuePaymentSubmit } from './payment-queue';
import { applyTransferState } from './transfer-status';

const BATCH = 50;

/**
 * The fallback when a webhook or a job send was lost: queued payments due today are sent
 * (again: the idempotency key makes that safe), pending transfers are read back from Moov,
 * and payments QuickBooks has not heard of yet are booked.
 */
export const pollPayments = async (deps: PaymentDeps): Promise<void> => {
  const staleBefore = new Date(Date.now() - 20_000);
  const queued = await deps.db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'queued'),
        lt(payments.updatedAt, staleBefore),
        or(isNull(payments.scheduledFor), sql`${payments.scheduledFor} <= ${isoDate()}`),
      ),
    )
    .limit(BATCH);
  for (const { id } of queued) await queuePaymentSubmit(deps.jobs, id);
  const pending = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'pending'), isNotNull(payments.transferId)))
    .limit(BATCH);
  for (const payment of pending) {
    if (!payment.transferId) continue;
    try {
      const transfer = await deps.moov.getTransfer(
        deps.config.moovFacilitatorAccountId,
        payment.transferId,
      );
      await applyTransferState(deps, payment, transfer);
    } catch (err) {
      logger.warn({ err, paymentId: payment.id }, 'payments: poll of a payment failed');
    }
  }
  const connected = sql`exists (select 1 from ${integrationConnections} where ${integrationConnections.orgId} = ${payments.orgId} and ${integrationConnections.service} = 'quickbooks')`;
  const unbooked = await deps.db
    .select({ id: payments.id, status: payments.status })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(
      and(
        connected,
        or(
          and(inArray(payments.status, ['queued', 'pending']), isNull(invoices.qboBillId)),
          and(eq(payments.status, 'completed'), isNull(payments.qboBillPaymentId)),
        ),
        lt(payments.updatedAt, staleBefore),
      ),
    )
    .limit(BATCH);
  for (const { id, status } of unbooked) {
    await queueBooking(deps.jobs, status === 'completed' ? 'payment' : 'bill', id);
  }
};
