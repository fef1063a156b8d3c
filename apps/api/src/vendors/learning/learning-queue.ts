import { z } from 'zod';
import type { JobSender } from '../../jobs/job-queue';

/**
 * Learning from corrections as a queued job: the original is read again after the save answered
 * (its text, then OCR where the text does not show a corrected value). The worker's
 * registration (learning-jobs.ts) imports this module, never the reverse.
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

/** Queues the read of an invoice's original that learns where the corrected values are. */
export const queueLearnFromOriginal = (jobs: JobSender, job: LearnFromOriginalJob): Promise<void> =>
  jobs.send(LEARNING_JOBS.fromOriginal, job);
