import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

/**
 * An onboarding token the API issued to an org, and the Moov account created with it. An
 * account id is accepted for an org only through one of its own grants; an account belongs
 * to one grant at most.
 */
export const moovOnboardingGrants = pgTable(
  'moov_onboarding_grants',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => organizations.id),
    issuedByUserId: text('issued_by_user_id').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    accountId: text('account_id'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('moov_onboarding_grants_account_unique')
      .on(table.accountId)
      .where(sql`account_id is not null`),
    index('moov_onboarding_grants_org_idx').on(table.orgId, table.issuedAt),
  ],
);
