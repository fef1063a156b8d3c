import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sealedJson } from '../../crypto/sealed-columns';
import { organizations } from './organizations';

export type IntegrationService = 'gmail' | 'quickbooks' | 'moov';

/** One connected external account per org and service (mailbox, accounting, payments). */
export const integrationConnections = pgTable(
  'integration_connections',
  {
    orgId: text('org_id')
      .notNull()
      .references(() => organizations.id),
    service: text('service').$type<IntegrationService>().notNull(),
    /** Mailbox address, QuickBooks realm id or Moov account id. */
    externalId: text('external_id').notNull(),
    displayName: text('display_name'),
    /** OAuth tokens, sealed at rest (AES-GCM); never sent to the browser. */
    credentials: sealedJson<Record<string, unknown>>()('credentials').notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.orgId, table.service] }),
    // Which organisation a Gmail push is for (migration 0014).
    index('integration_connections_external_idx').on(
      table.service,
      sql`lower(${table.externalId})`,
    ),
    check('integration_service_known', sql`service in ('gmail', 'quickbooks', 'moov')`),
  ],
);

/** OAuth `state` values handed out by /authorize and consumed once by the callback. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  orgId: text('org_id').notNull(),
  service: text('service').$type<IntegrationService>().notNull(),
  userId: text('user_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
