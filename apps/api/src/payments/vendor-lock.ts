import { withAdvisoryLock } from '../db/advisory-lock';
import type { Database } from '../db/database';

/**
 * Runs `work` for one vendor's Moov set-up at a time, across every API and worker process
 * (see withAdvisoryLock: a PostgreSQL advisory lock, an in-process queue on PGlite), so a
 * second process waits, then re-reads what the first stored.
 */
export const withVendorLock = <T>(
  db: Database,
  vendorId: string,
  work: (db: Database) => Promise<T>,
): Promise<T> => withAdvisoryLock(db, `moov-vendor:${vendorId}`, work);
