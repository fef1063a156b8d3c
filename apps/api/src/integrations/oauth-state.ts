import { randomBytes } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/database';
import { type IntegrationService, oauthStates } from '../db/schema';

const STATE_TTL_MS = 15 * 60 * 1000;

const expiredBefore = () => new Date(Date.now() - STATE_TTL_MS);

/** Deletes every state past its lifetime (run whenever a state is issued or used). */
export const purgeExpiredOauthStates = async (db: Database) => {
  await db.delete(oauthStates).where(lte(oauthStates.createdAt, expiredBefore()));
};

/** A one-time `state` tying the provider's redirect back to the org and user who started it. */
export const issueOauthState = async (
  db: Database,
  caller: Caller,
  service: IntegrationService,
) => {
  await purgeExpiredOauthStates(db);
  const state = randomBytes(24).toString('base64url');
  await db
    .insert(oauthStates)
    .values({ state, orgId: caller.orgId, service, userId: caller.userId });
  return state;
};

/** Consumes a state once; undefined when unknown, expired or of another service. */
export const consumeOauthState = async (
  db: Database,
  state: string,
  service: IntegrationService,
) => {
  await purgeExpiredOauthStates(db);
  const [row] = await db
    .delete(oauthStates)
    .where(
      and(
        eq(oauthStates.state, state),
        eq(oauthStates.service, service),
        gt(oauthStates.createdAt, expiredBefore()),
      ),
    )
    .returning();
  return row;
};
