import type { AppDeps } from '../../app-env';
import type { JobDefinition } from '../../jobs/job-queue';
import { INTAKE_JOBS } from '../../mail-intake/intake-queue';
import { reviewInvoice } from './review-invoice';
import { REVIEW_JOBS, reviewJobSchema } from './review-queue';

/** The review's worker registration (jobs/start-background.ts is its only importer). */
export const reviewJobs = (deps: AppDeps): JobDefinition[] => [
  {
    name: REVIEW_JOBS.review,
    concurrency: 2,
    batchSize: 4,
    databaseBound: true,
    policy: 'stately',
    // Sent once an e-mail after its invoice is listed: found by the next 0.5 s look, not by
    // waking every review worker of every process for each one.
    wakeOnSend: false,
    // The mail still being read is listed first; the first invoices' reviews wait for it.
    yieldsTo: [INTAKE_JOBS.message],
    handle: async (data) => {
      await reviewInvoice(deps, reviewJobSchema.parse(data));
    },
  },
];
