import { bookBill, bookBillPayment } from '../accounting/book-in-quickbooks';
import type { JobDefinition } from '../jobs/job-queue';
import type { PaymentDeps } from './payment-deps';
import { ACCOUNTING_JOBS, PAYMENT_JOBS, paymentJobSchema } from './payment-queue';
import { pollPayments } from './poll-payments';
import { submitPayment } from './submit-payment';

/**
 * Payment execution's and bookkeeping's worker registration (jobs/start-background.ts is its
 * only importer; each job safe to run twice). Sent a few times an invoice, not per e-mail: idle
 * workers look for them less often than for the mail's jobs.
 */
export const paymentJobs = (deps: PaymentDeps): JobDefinition[] => [
  {
    name: PAYMENT_JOBS.submit,
    handle: (data) => submitPayment(deps, paymentJobSchema.parse(data).paymentId),
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
    handle: (data) => bookBill(deps, paymentJobSchema.parse(data).paymentId),
    retryLimit: 5,
    idlePollSeconds: 2,
  },
  {
    name: ACCOUNTING_JOBS.bookPayment,
    handle: (data) => bookBillPayment(deps, paymentJobSchema.parse(data).paymentId),
    retryLimit: 5,
    idlePollSeconds: 2,
  },
];
