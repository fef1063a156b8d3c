import { bigint, boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Organisations live in the auth service; this row holds what the product keeps per org.
 * No mutation writes it: list versions are transaction snapshots (invoices/list-version.ts),
 * so concurrent writers of one org never queue on this row.
 */
export const organizations = pgTable('organizations', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  readOnlyMode: boolean('read_only_mode').notNull().default(true),
  /** Mirrors the 'executing a payment' protected action (protected by default). */
  paymentExecutionProtected: boolean('payment_execution_protected').notNull().default(true),
  /** Dual control: a payment's requester or last changer cannot approve it (off by default). */
  dualControl: boolean('dual_control').notNull().default(false),
  /** Unused since list versions became snapshots; dropped once no older process bumps it. */
  dataVersion: bigint('data_version', { mode: 'number' }).notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
