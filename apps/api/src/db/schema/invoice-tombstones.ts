import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { changeStamp } from './change-stamp';

/**
 * One row per deleted invoice, written by a trigger on DELETE (migration 0014), so the list's
 * changes call can tell a client which rows to drop. Invoice ids are never reused.
 */
export const invoiceTombstones = pgTable(
  'invoice_tombstones',
  {
    orgId: text('org_id').notNull(),
    invoiceId: text('invoice_id').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
    changeXact: changeStamp('change_xact'),
  },
  (table) => [
    primaryKey({ columns: [table.orgId, table.invoiceId] }),
    index('invoice_tombstones_org_change_idx').on(table.orgId, table.changeXact),
  ],
);
