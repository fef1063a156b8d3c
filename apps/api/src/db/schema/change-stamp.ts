import { sql } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';

/**
 * An `xid8` column holding the id of the transaction that last wrote the row (set by the
 * triggers of migration 0014). Read as decimal text; compared only in SQL, against a snapshot
 * (see invoices/list-version.ts).
 */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/** The writing transaction's id: the column's default and what the triggers set. */
export const changeStamp = (name: string) =>
  xid8(name).notNull().default(sql`pg_current_xact_id()`);
