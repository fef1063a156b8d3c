import type { ReadingRuleKind } from '@ap/domain/contract';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { invoices } from './invoices';
import { vendors } from './vendors';

/** A value the assistant read for one field, as the invoice's reading keeps it. */
export type ReadField = {
  value: string;
  confidence: number;
  source: { page?: number; box?: [number, number, number, number]; text?: string };
};

/** Header fields of an invoice as the assistant read them (migration 0016). */
export type ReadFields = Partial<
  Record<
    'vendor_name' | 'invoice_number' | 'issue_date' | 'due_date' | 'currency' | 'total',
    ReadField
  >
>;

/** One correction a person made to what the assistant read (who, when, old → new, source). */
export const vendorCorrections = pgTable(
  'vendor_corrections',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    vendorId: text('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    invoiceId: text('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    field: text('field').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    source: jsonb('source').$type<ReadField['source']>(),
    actorUserId: text('actor_user_id').notNull(),
    actorEmail: text('actor_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('vendor_corrections_vendor_idx').on(table.orgId, table.vendorId, table.createdAt),
  ],
);

/** What the assistant learned about one vendor's invoices; one rule of each kind a vendor. */
export const vendorReadingRules = pgTable(
  'vendor_reading_rules',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ReadingRuleKind>().notNull(),
    value: text('value').notNull(),
    corrections: integer('corrections').notNull().default(1),
    learnedFrom: text('learned_from'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('vendor_reading_rules_vendor_kind_idx').on(table.orgId, table.vendorId, table.kind),
  ],
);

export type VendorAliasKind = 'email' | 'domain' | 'name' | 'tax_id' | 'iban';

/** Another way a vendor is recognised at intake: a sender address or domain, a printed name. */
export const vendorAliases = pgTable(
  'vendor_aliases',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<VendorAliasKind>().notNull(),
    /** Normalised: lower-case address or domain, normalised name, compact tax id or IBAN. */
    value: text('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('vendor_aliases_org_kind_value_idx').on(table.orgId, table.kind, table.value),
    index('vendor_aliases_vendor_idx').on(table.orgId, table.vendorId),
  ],
);

/** What the assistant read for an invoice at intake, and which learned rules it read with. */
export const invoiceReadings = pgTable('invoice_readings', {
  invoiceId: text('invoice_id')
    .primaryKey()
    .references(() => invoices.id, { onDelete: 'cascade' }),
  orgId: text('org_id').notNull(),
  fields: jsonb('fields').$type<ReadFields>().notNull(),
  /** The external sender the invoice came from (lower case), when the e-mail named one. */
  senderEmail: text('sender_email'),
  rulesApplied: jsonb('rules_applied').$type<string[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
