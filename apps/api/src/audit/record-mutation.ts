import type { Database } from '../db/database';
import { auditLog } from '../db/schema';
import { redactSecrets } from './redact-secrets';

/** Who made a change; email is null when a provider redirect (not a user call) made it. */
export type Actor = { orgId: string; userId: string; email: string | null };

export type Mutation = {
  action: string;
  entityType: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
};

/** Transaction-or-database handle: both run the same query builder. */
export type Executor = Pick<Database, 'insert' | 'update' | 'select' | 'delete' | 'execute'>;

/**
 * Appends the audit row of a mutation (secrets masked, see redactSecrets). Call it in the same
 * transaction as the change.
 */
export const recordMutation = async (
  tx: Executor,
  caller: Actor,
  mutation: Mutation,
): Promise<void> => {
  await tx.insert(auditLog).values({
    orgId: caller.orgId,
    actorUserId: caller.userId,
    actorEmail: caller.email,
    action: mutation.action,
    entityType: mutation.entityType,
    entityId: mutation.entityId,
    before: redactSecrets(mutation.before ?? null),
    after: redactSecrets(mutation.after ?? null),
  });
};
