import { z } from 'zod';
import type { JobSender } from '../jobs/job-queue';

/**
 * Payment execution's and bookkeeping's queued jobs: their names, payloads and the functions
 * that queue them. The worker's registration (payment-jobs.ts) imports this module, never the
 * reverse.
 */
export const PAYMENT_JOBS = {
  /** Send one queued payment's transfer to Moov (idempotency-keyed: safe to send twice). */
  submit: 'payments.submit',
  /** The fallback poll (no payload): payments a lost webhook or send left behind. */
  poll: 'payments.poll',
} as const;

export const ACCOUNTING_JOBS = {
  /** Book the paid invoice's bill in QuickBooks. */
  bookBill: 'accounting.book-bill',
  /** Book the completed payment against that bill. */
  bookPayment: 'accounting.book-payment',
} as const;

export const paymentJobSchema = z.object({ paymentId: z.string() });
export type PaymentJob = z.infer<typeof paymentJobSchema>;

/** Queues the sending of a payment's transfer. */
export const queuePaymentSubmit = (jobs: JobSender, paymentId: string): Promise<void> =>
  jobs.send<PaymentJob>(PAYMENT_JOBS.submit, { paymentId });

/** Queues the booking of a payment's bill, or of the payment itself once it completed. */
export const queueBooking = (
  jobs: JobSender,
  what: 'bill' | 'payment',
  paymentId: string,
): Promise<void> =>
  jobs.send<PaymentJob>(what === 'bill' ? ACCOUNTING_JOBS.bookBill : ACCOUNTING_JOBS.bookPayment, {
    paymentId,
  });

/** Queues a look for payments a crash or a lost webhook left half-done. */
export const queuePaymentPoll = (jobs: JobSender): Promise<void> =>
  jobs.send(PAYMENT_JOBS.poll, {});

/** After a payment is queued (and committed): send it, and book its bill. */
export const announceQueuedPayment = async (
  deps: { jobs: JobSender },
  paymentId: string,
): Promise<void> => {
  await queuePaymentSubmit(deps.jobs, paymentId);
  await queueBooking(deps.jobs, 'bill', paymentId);
};
