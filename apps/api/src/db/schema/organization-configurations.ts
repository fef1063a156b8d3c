import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

export type ConfigurationKind =
  | 'mandatory_checks'
  | 'protected_actions'
  | 'vendor_subset'
  | 'approval_chains'
  | 'company_details';

/**
 * The settings page's configurations (local-only in SPEC), kept per organisation: one row per
 * kind, holding the compact value the contract describes (ids and on/off values, the vendor
 * subset settings, or the approval chains).
 */
export const organizationConfigurations = pgTable(
  'organization_configurations',
  {
    orgId: text('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ConfigurationKind>().notNull(),
    value: jsonb('value').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.orgId, table.kind] }),
    check(
      'organization_configuration_kind_known',
      sql`kind in ('mandatory_checks', 'protected_actions', 'vendor_subset', 'approval_chains', 'company_details')`,
    ),
  ],
);
