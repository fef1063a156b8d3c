import { is, sql } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './database';

/**
 * Work already running per key on each database handle of this process (a process has
 * one; keyed by handle so that tests with two handles stand for two processes).
 */
const runningByDb = new WeakMap<Database, Map<string, Promise<unknown>>>();

const oneAtATimeHere = async <T>(db: Database, key: string, work: () => Promise<T>): Promise<T> => {
  let running = runningByDb.get(db);
  if (!running) {
    running = new Map();
    runningByDb.set(db, running);
  }
  const before = running.get(key) ?? Promise.resolve();
  const mine = before.catch(() => undefined).then(work);
  const settled = mine.catch(() => undefined);
  running.set(key, settled);
  try {
    return await mine;
  } finally {
    if (running.get(key) === settled) running.delete(key);
  }
};

/**
 * Runs `work` for one key at a time, across every API and worker process. PostgreSQL: a
 * transaction holding a transaction-scoped advisory lock on the key, so a second process waits,
 * then re-reads what the first stored (the lock ends with the commit, or with the connection if
 * the process dies); `work` gets that transaction. PGlite: one process only, and one connection
 * that a transaction held across an external service's HTTP calls would stop for every other
 * request, so there the in-process queue alone serialises (it also spares PostgreSQL pool
 * connections when two requests of one process ask for the same key).
 */
export const withAdvisoryLock = <T>(
  db: Database,
  key: string,
  work: (db: Database) => Promise<T>,
): Promise<T> =>
  oneAtATimeHere(db, key, () => {
    if (is(db, PgliteDatabase)) return work(db);
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
      return work(tx as unknown as Database);
    });
  });
