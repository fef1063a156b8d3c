import type { PaymentStatus } from '@ap/domain/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { invoices } from './invoices';

/** A payment queued for execution by the payment provider (executed by a later worker). */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('queued'),
    /** Sent to the provider as x-idempotency-key. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payments_org_idx').on(table.orgId),
    check(
      'payments_status_known',
      sql`status in ('queued', 'pending', 'completed', 'failed', 'canceled')`,
    ),
    check('payments_amount_positive', sql`amount_cents > 0`),
    // One live payment per invoice: concurrent pay calls cannot queue two.
    uniqueIndex('payments_one_live_per_invoice')
      .on(table.invoiceId)
      .where(sql`status in ('queued', 'pending', 'completed')`),
  ],
);
