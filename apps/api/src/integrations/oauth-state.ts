import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/database';
import { type IntegrationService, oauthStates } from '../db/schema';

const STATE_TTL_MS = 15 * 60 * 1000;

/** A one-time `state` tying the provider's redirect back to the org and user who started it. */
export const issueOauthState = async (
  db: Database,
  caller: Caller,
  service: IntegrationService,
) => {
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
  const [row] = await db
    .delete(oauthStates)
    .where(
      and(
        eq(oauthStates.state, state),
        eq(oauthStates.service, service),
        gt(oauthStates.createdAt, new Date(Date.now() - STATE_TTL_MS)),
      ),
    )
    .returning();
  return row;
};
