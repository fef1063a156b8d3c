import type { CodingRuleKind, CodingTarget } from '@ap/domain';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { vendors } from './vendors';

export type ChartKind = 'account' | 'class' | 'department' | 'customer';

/** The connected QuickBooks company's lists, as last read (migration 0022). */
export const accountingChart = pgTable(
  'accounting_chart',
  {
    orgId: text('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ChartKind>().notNull(),
    qboId: text('qbo_id').notNull(),
    name: text('name').notNull(),
    fullName: text('full_name').notNull(),
    number: text('number'),
    type: text('type'),
  },
  (table) => [primaryKey({ columns: [table.orgId, table.kind, table.qboId] })],
);

/** When each organisation's chart was last read. */
export const accountingChartRefreshes = pgTable('accounting_chart_refreshes', {
  orgId: text('org_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
});

/** Dimensions an organisation added for coding (the built-in ones live in @ap/domain). */
export const codingDimensions = pgTable(
  'coding_dimensions',
  {
    orgId: text('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    target: text('target').$type<CodingTarget>().notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.orgId, table.key] })],
);

/** The ERP drawer's mapping rules: per dimension, in the order an Admin set them. */
export const codingRules = pgTable(
  'coding_rules',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    dimension: text('dimension').notNull(),
    position: integer('position').notNull(),
    kind: text('kind').$type<CodingRuleKind>().notNull(),
    vendorId: text('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    words: jsonb('words').$type<string[]>().notNull().default([]),
    minCents: bigint('min_cents', { mode: 'number' }),
    maxCents: bigint('max_cents', { mode: 'number' }),
    value: text('value').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('coding_rules_org_dimension_idx').on(table.orgId, table.dimension)],
);
