import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';
import { invoices } from './invoices';

/**
 * One coding value's provenance: a person set it (`by`), or the assistant did (`reason`,
 * `confidence`); `suggested` is a value the assistant proposes and has not applied.
 */
export type StoredCodingSource = {
  origin: 'person' | 'assistant';
  at: string;
  by?: string | null;
  reason?: string | null;
  confidence?: number | null;
  suggested?: string | null;
};

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
    /** The QuickBooks location (Department) the line is coded to (migration 0022). */
    quickbooksDepartment: text('quickbooks_department'),
    /** Values of the organisation's other coding dimensions, by dimension key. */
    codingDimensions: jsonb('coding_dimensions')
      .$type<Record<string, string>>()
      .notNull()
      .default({}),
    /** Who set each coding value, or what the assistant suggests for it, by dimension key. */
    codingSources: jsonb('coding_sources')
      .$type<Record<string, StoredCodingSource>>()
      .notNull()
      .default({}),
  },
  (table) => [
    index('line_items_invoice_idx').on(table.invoiceId),
    index('line_items_org_idx').on(table.orgId),
  ],
);
