import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from '../audit/record-mutation';
import type { Database } from './database';

/**
 * Runs a read of several statements on one snapshot (a read-only repeatable-read transaction),
 * so rows written together are seen together: on the pool, statements sent side by side run on
 * different connections, and an invoice committed between them showed without its line items.
 * Inside a transaction already, the read runs in it (its statements in turn, see allQueries).
 */
export const readInSnapshot = <T>(db: Executor, read: (tx: Executor) => Promise<T>): Promise<T> =>
  is(db, PgTransaction) || !('transaction' in db)
    ? read(db)
    : (db as Database).transaction(read, {
        isolationLevel: 'repeatable read',
        accessMode: 'read only',
      });
