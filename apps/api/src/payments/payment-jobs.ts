import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { bookBill, bookBillPayment } from '../accounting/book-in-quickbooks';
import { integrationConnections, invoices, payments } from '../db/schema';
import type { JobDefinition } from '../jobs/job-queue';
import { logger } from '../observability/logger';
import { ACCOUNTING_JOBS, PAYMENT_JOBS, type PaymentJob } from './job-names';
import { isoDate, type PaymentDeps } from './payment-deps';
import { submitPayment } from './submit-payment';
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
  for (const { id } of queued) await deps.jobs.send(PAYMENT_JOBS.submit, { paymentId: id });
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
    await deps.jobs.send(
      status === 'completed' ? ACCOUNTING_JOBS.bookPayment : ACCOUNTING_JOBS.bookBill,
      { paymentId: id },
    );
  }
};

/**
 * Payment execution and bookkeeping as pg-boss jobs (each safe to run twice). Sent a few times
 * an invoice, not per e-mail: idle workers look for them less often than for the mail's jobs.
 */
export const paymentJobs = (deps: PaymentDeps): JobDefinition[] => [
  {
    name: PAYMENT_JOBS.submit,
    handle: (data) => submitPayment(deps, (data as PaymentJob).paymentId),
    retryLimit: 5,
    idlePollSeconds: 2,
  },
  {
    name: PAYMENT_JOBS.poll,
    handle: () => pollPayments(deps),
    schedule: deps.config.moov.pollCron,
    retryLimit: 0,
    idlePollSeconds: 5,
  },
  {
    name: ACCOUNTING_JOBS.bookBill,
    handle: (data) => bookBill(deps, (data as PaymentJob).paymentId),
    retryLimit: 5,
    idlePollSeconds: 2,
  },
  {
    name: ACCOUNTING_JOBS.bookPayment,
    handle: (data) => bookBillPayment(deps, (data as PaymentJob).paymentId),
    retryLimit: 5,
    idlePollSeconds: 2,
  },
];

/** After a payment is queued (and committed): send it, and book its bill. */
export const announceQueuedPayment = async (
  deps: Pick<PaymentDeps, 'jobs'>,
  paymentId: string,
): Promise<void> => {
  await deps.jobs.send(PAYMENT_JOBS.submit, { paymentId });
  await deps.jobs.send(ACCOUNTING_JOBS.bookBill, { paymentId });
};
