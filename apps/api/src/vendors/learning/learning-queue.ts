import { z } from 'zod';
import type { JobSender } from '../../jobs/job-queue';

/**
 * Learning from corrections as a queued job: a scan's or photo's original is read again with
 * OCR after the save answered. The worker's registration (learning-jobs.ts) imports this
 * module, never the reverse.
 */
export const LEARNING_JOBS = { fromOriginal: 'vendors.learn-from-original' } as const;

const corrected = z.string().nullable().optional();

export const learnFromOriginalJobSchema = z.object({
  who: z.object({ orgId: z.string(), userId: z.string(), email: z.string().nullable() }),
  orgName: z.string(),
  vendorId: z.string(),
  invoiceId: z.string(),
  /** The values the person typed, by field (`CorrectedFields` of @ap/extraction). */
  corrected: z.object({
    vendor_name: corrected,
    invoice_number: corrected,
    issue_date: corrected,
    currency: corrected,
    total: corrected,
  }),
});
export type LearnFromOriginalJob = z.infer<typeof learnFromOriginalJobSchema>;

/** Queues the OCR read of an invoice's original to learn where the corrected values are. */
export const queueLearnFromOriginal = (jobs: JobSender, job: LearnFromOriginalJob): Promise<void> =>
  jobs.send(LEARNING_JOBS.fromOriginal, job);
