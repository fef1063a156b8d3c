import { z } from 'zod';
import type { JobSender } from '../../jobs/job-queue';

/**
 * The assistant's review as a queued job: what any stage imports to ask for one. The worker's
 * registration (review-jobs.ts) imports this module, never the reverse, so a stage that asks
 * for a review (intake, execution, a person's edit) does not import the review itself.
 */
export const REVIEW_JOBS = {
  /** Run the checks, then draft (and run) the actions. */
  review: 'assistant-review',
} as const;

/** What made the review happen (recorded with its run). */
export const reviewTriggers = [
  'email_received',
  'vendor_replied',
  'invoice_edited',
  'user_message',
] as const;
export type ReviewTrigger = (typeof reviewTriggers)[number];

export const reviewJobSchema = z.object({
  orgId: z.string(),
  invoiceId: z.string(),
  trigger: z.enum(reviewTriggers),
});
export type ReviewJob = z.infer<typeof reviewJobSchema>;

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
    REVIEW_JOBS.review,
    [...new Set(invoiceIds)].map((invoiceId) => ({
      data: { orgId, invoiceId, trigger },
      singletonKey: `${orgId}:${invoiceId}`,
    })),
  );
};
