import { PaymentStatusSchema } from '@ap/domain/contract';
import { count } from 'drizzle-orm';
import type { Database } from '../db/database';
import { payments } from '../db/schema';
import { logger } from './logger';
import { jobsActive, jobsFailed, jobsQueued, paymentsByState } from './metrics';

/** Per-queue counts pg-boss keeps in its queue table (one cheap read, no job scan). */
export type QueueCounts = { queue: string; queued: number; active: number; failed: number };

export type DatabaseGaugeSources = {
  db: Database;
  jobs: { queueCounts: () => Promise<QueueCounts[]> };
};

// Scrapes closer together than this reuse the last figures: two small queries at most.
const REFRESH_MS = 5_000;

/**
 * Fills the gauges that describe the shared database (job queues, payments by state) just
 * before a scrape answers. A database that does not answer leaves the last figures and is
 * logged; the scrape still answers with the process's own series.
 */
export const databaseGaugeRefresher = (sources: DatabaseGaugeSources) => {
  let refreshedAt = 0;
  return async (): Promise<void> => {
    if (Date.now() - refreshedAt < REFRESH_MS) return;
    try {
      const [queues, states] = await Promise.all([
        sources.jobs.queueCounts(),
        sources.db
          .select({ state: payments.status, total: count() })
          .from(payments)
          .groupBy(payments.status),
      ]);
      for (const gauge of [jobsQueued, jobsActive, jobsFailed]) gauge.reset();
      for (const { queue, queued, active, failed } of queues) {
        jobsQueued.set({ queue }, queued);
        jobsActive.set({ queue }, active);
        jobsFailed.set({ queue }, failed);
      }
      // Every state is a series, 0 included: an alert on failed payments needs the zero.
      for (const state of PaymentStatusSchema.options) paymentsByState.set({ state }, 0);
      for (const { state, total } of states) paymentsByState.set({ state }, total);
      refreshedAt = Date.now();
    } catch (err) {
      logger.warn({ err }, 'metrics: the database gauges could not be read');
    }
  };
};
