import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { recordRefusal } from '../../audit/record-refusal';
import type { Caller } from '../../auth/caller';
import { moovOnboardingGrants } from '../../db/schema';
import { ApiHttpError, unprocessable } from '../../http/api-error';
import { newId } from '../../ids';

/** An onboarding token lives an hour at Moov; its grant is claimable as long. */
export const ONBOARDING_GRANT_MS = 60 * 60 * 1000;
/** Tolerated difference between Moov's clock and ours. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

/** Records that this org was issued an onboarding token (call before handing it out). */
export const recordOnboardingGrant = async (deps: AppDeps, caller: Caller): Promise<void> => {
  const now = Date.now();
  await deps.db.insert(moovOnboardingGrants).values({
    id: newId(),
    orgId: caller.orgId,
    issuedByUserId: caller.userId,
    issuedAt: new Date(now),
    expiresAt: new Date(now + ONBOARDING_GRANT_MS),
  });
};

const refuse = async (deps: AppDeps, caller: Caller, accountId: string, reason: string) => {
  await recordRefusal(deps.db, caller, {
    action: 'moov.account.refused',
    entityType: 'moov_account',
    entityId: accountId,
    reason,
  });
  // 404 like any other org's id: whether the account exists elsewhere is not told.
  return new ApiHttpError(404, 'not_found', 'Payment account not found');
};

/** Whether the account was claimed through one of the org's grants. */
export const ownsAccount = async (deps: AppDeps, orgId: string, accountId: string) => {
  const [grant] = await deps.db
    .select({ id: moovOnboardingGrants.id })
    .from(moovOnboardingGrants)
    .where(
      and(eq(moovOnboardingGrants.orgId, orgId), eq(moovOnboardingGrants.accountId, accountId)),
    );
  return Boolean(grant);
};

/**
 * Accepts `accountId` for the caller's org only if it came from the org's own onboarding:
 * already claimed by one of its grants, or created at Moov while an unclaimed grant of the org
 * was live (then that grant claims it, once). Anything else is refused with 404 and audited.
 */
export const assertOwnAccount = async (
  deps: AppDeps,
  caller: Caller,
  accountId: string,
): Promise<void> => {
  if (await ownsAccount(deps, caller.orgId, accountId)) return;
  const [claimedElsewhere] = await deps.db
    .select({ id: moovOnboardingGrants.id })
    .from(moovOnboardingGrants)
    .where(eq(moovOnboardingGrants.accountId, accountId));
  if (claimedElsewhere || accountId === deps.config.moovFacilitatorAccountId) {
    throw await refuse(deps, caller, accountId, 'account belongs to another organisation');
  }
  const open = await deps.db
    .select()
    .from(moovOnboardingGrants)
    .where(
      and(
        eq(moovOnboardingGrants.orgId, caller.orgId),
        isNull(moovOnboardingGrants.accountId),
        gt(moovOnboardingGrants.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(moovOnboardingGrants.issuedAt));
  if (open.length === 0) {
    throw await refuse(deps, caller, accountId, 'no onboarding token of this organisation is open');
  }
  const createdOn = await deps.moov.accountCreatedOn(accountId);
  if (!createdOn) throw unprocessable(`Moov account ${accountId} does not exist`);
  const created = createdOn.getTime();
  const grant = open.find(
    (g) =>
      created >= g.issuedAt.getTime() - CLOCK_SKEW_MS &&
      created <= g.expiresAt.getTime() + CLOCK_SKEW_MS,
  );
  if (!grant) {
    throw await refuse(
      deps,
      caller,
      accountId,
      'account was not created during this organisation’s onboarding',
    );
  }
  const claimed = await deps.db
    .update(moovOnboardingGrants)
    .set({ accountId, claimedAt: new Date() })
    .where(and(eq(moovOnboardingGrants.id, grant.id), isNull(moovOnboardingGrants.accountId)))
    .returning()
    .catch(() => []);
  if (claimed.length === 0 && !(await ownsAccount(deps, caller.orgId, accountId))) {
    throw await refuse(deps, caller, accountId, 'account was claimed by another onboarding');
  }
};
