import type { AppDeps } from '../../app-env';
import type { JobDefinition, JobSender } from '../../jobs/job-queue';
import { reviewInvoice } from './review-invoice';

/** Queue names of the assistant (pg-boss queues). */
export const ASSISTANT_JOBS = {
  /** `{orgId, invoiceId, trigger}`: run the checks, then draft (and run) the actions. */
  review: 'assistant-review',
} as const;

export type ReviewTrigger = 'email_received' | 'vendor_replied' | 'invoice_edited' | 'user_message';
export type ReviewJob = { orgId: string; invoiceId: string; trigger: ReviewTrigger };

/**
 * Queues the review of invoices. `stately` with the invoice as key: a burst of reasons to
 * review one invoice costs one queued review (the review reads everything afresh).
 */
export const queueReviews = async (
  jobs: JobSender,
  orgId: string,
  invoiceIds: readonly string[],
  trigger: ReviewTrigger,
): Promise<void> => {
  await jobs.sendMany<ReviewJob>(
    ASSISTANT_JOBS.review,
    [...new Set(invoiceIds)].map((invoiceId) => ({
      data: { orgId, invoiceId, trigger },
      singletonKey: `${orgId}:${invoiceId}`,
    })),
  );
};

export const assistantJobs = (deps: AppDeps): JobDefinition[] => [
  {
    name: ASSISTANT_JOBS.review,
    concurrency: 2,
    batchSize: 4,
    policy: 'stately',
    // Sent once an e-mail after its invoice is listed: found by the next 0.5 s look, not by
    // waking every review worker of every process for each one.
    wakeOnSend: false,
    handle: async (data) => {
      await reviewInvoice(deps, data as ReviewJob);
    },
  },
];
