import { auditLog } from '../db/schema';
import type { Actor, Executor } from './record-mutation';
import { redactSecrets } from './redact-secrets';

/**
 * Audits a refused attempt (e.g. a payment account this org does not own) in the caller's
 * org. Nothing changed, so the org's data version is left alone.
 */
export const recordRefusal = async (
  db: Executor,
  actor: Actor,
  refusal: { action: string; entityType: string; entityId: string; reason: string },
): Promise<void> => {
  await db.insert(auditLog).values({
    orgId: actor.orgId,
    actorUserId: actor.userId,
    actorEmail: actor.email,
    action: refusal.action,
    entityType: refusal.entityType,
    entityId: refusal.entityId,
    before: null,
    after: redactSecrets({ refused: refusal.reason }),
  });
};
