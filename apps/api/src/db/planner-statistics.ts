import { sql } from 'drizzle-orm';
import { logger } from '../observability/logger';
import type { DatabaseHandle } from './database';

const HOUR_MS = 60 * 60 * 1000;

/**
 * PGlite runs no autovacuum, so its planner never learns how large tables have grown. With
 * 100,000 invoices and no statistics, a keyset page of the list was planned as a sort of 59,000
 * rows (7.7 s) instead of a range scan of its index (19 ms). On PGlite the server therefore
 * analyses the database when it starts and every hour; PostgreSQL's autovacuum does it itself.
 * Returns the stop function.
 */
export const keepPlannerStatistics = async (
  handle: DatabaseHandle,
  everyMs = HOUR_MS,
): Promise<() => void> => {
  if (handle.driver !== 'pglite') return () => undefined;
  const analyze = () =>
    handle.db.execute(sql`analyze`).catch((err: unknown) => {
      logger.error({ err }, 'db: analyze failed');
    });
  await analyze();
  const timer = setInterval(analyze, everyMs);
  timer.unref();
  return () => clearInterval(timer);
};
