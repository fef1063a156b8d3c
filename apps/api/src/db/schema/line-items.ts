import { bigint, boolean, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { invoices } from './invoices';

export const lineItems = pgTable(
  'line_items',
  {
    id: text('id').primaryKey(),
    /** Denormalised so a whole org's items load with one indexed query. */
    orgId: text('org_id').notNull(),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    description: text('description').notNull().default(''),
    quantity: numeric('quantity', { precision: 14, scale: 4, mode: 'number' }).notNull().default(0),
    rateCents: bigint('rate_cents', { mode: 'number' }).notNull().default(0),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull().default(0),
    quickbooksAccount: text('quickbooks_account'),
    quickbooksClass: text('quickbooks_class'),
    quickbooksCustomerJob: text('quickbooks_customer_job'),
    quickbooksBillable: boolean('quickbooks_billable').notNull().default(false),
  },
  (table) => [
    index('line_items_invoice_idx').on(table.invoiceId),
    index('line_items_org_idx').on(table.orgId),
  ],
);
