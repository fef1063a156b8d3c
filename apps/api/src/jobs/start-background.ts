import { createAppDeps } from '../app-deps';
import { reviewJobs } from '../assistant/review/review-jobs';
import type { ApiConfig } from '../config/env';
import type { DatabaseHandle } from '../db/database';
import { createGmailMailboxReader } from '../integrations/gmail/gmail-mailbox-reader';
import { intakeJobs } from '../mail-intake/intake-jobs';
import {
  closeExtractionThreads,
  startExtractionThreads,
} from '../mail-intake/processing/extraction-pool';
import { logger } from '../observability/logger';
import { paymentJobs } from '../payments/payment-jobs';
import { queuePaymentPoll } from '../payments/payment-queue';
import { purchaseOrderJobs } from '../purchase-orders/purchase-order-jobs';
import { learningJobs } from '../vendors/learning/learning-jobs';
import { type JobQueue, type JobSender, startJobQueue } from './job-queue';

/**
 * Starts the job queue with every kind of job the product has (mail intake, the assistant's
 * review, payments and bookkeeping). The API server runs the workers in-process unless
 * JOBS_IN_PROCESS=false; `pnpm worker` always runs them.
 */
export const startBackgroundJobs = async (
  config: ApiConfig,
  database: DatabaseHandle,
  runWorkers: boolean,
): Promise<JobQueue> => {
  // The definitions need a sender, and the sender is the queue they define: bind it late.
  let queue: JobQueue | undefined;
  const jobs: JobSender = {
    send: (name, data, options) => {
      if (!queue) throw new Error('job queue not started');
      return queue.send(name, data, options);
    },
    sendMany: (name, batch) => {
      if (!queue) throw new Error('job queue not started');
      return queue.sendMany(name, batch);
    },
  };
  // The threads load the extraction beside the start-up, so the first mails find them ready
  // (a worker process waits for it before taking jobs, worker.ts).
  if (runWorkers)
    startExtractionThreads(config.mailIntake.extractionThreads).catch((err: Error) =>
      logger.warn({ err }, 'jobs: warming the extraction threads failed'),
    );
  const reader = createGmailMailboxReader(config.gmail);
  // The assistant executes tasks as the approve call does: it needs the same services.
  const deps = createAppDeps(config, database.db, jobs);
  queue = await startJobQueue(database, {
    databaseUrl: config.databaseUrl,
    runWorkers,
    heartbeatSeconds: config.jobs.heartbeatSeconds,
    superviseIntervalSeconds: config.jobs.superviseIntervalSeconds,
    definitions: [
      ...intakeJobs({ db: database.db, config, reader, jobs }),
      ...reviewJobs(deps),
      ...paymentJobs({ db: database.db, config, moov: deps.moov, jobs }),
      ...learningJobs(database.db),
      ...purchaseOrderJobs({ db: database.db, config }),
    ],
  });
  // A restarted worker looks at once for payments a crash left half-done (else: the cron).
  if (runWorkers) await queuePaymentPoll(queue);
  const started = queue;
  return {
    ...started,
    stop: async () => {
      await started.stop();
      await closeExtractionThreads();
    },
  };
};
