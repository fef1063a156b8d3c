import type { Database } from '../../db/database';
import type { JobDefinition } from '../../jobs/job-queue';
import { learnFromOriginal } from './learn-from-save';
import { LEARNING_JOBS, learnFromOriginalJobSchema } from './learning-queue';

/**
 * Learning's worker registration (jobs/start-background.ts is its only importer). Reading an
 * original again (OCR above all) is slow and CPU-bound: one at a time per process.
 */
export const learningJobs = (db: Database): JobDefinition[] => [
  {
    name: LEARNING_JOBS.fromOriginal,
    concurrency: 1,
    retryLimit: 1,
    handle: (data) => learnFromOriginal(db, learnFromOriginalJobSchema.parse(data)),
  },
];
