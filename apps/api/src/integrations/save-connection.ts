import { and, eq } from 'drizzle-orm';
import { type Actor, recordMutation } from '../audit/record-mutation';
import type { Database } from '../db/database';
import { type IntegrationService, integrationConnections } from '../db/schema';
import type { Connection } from './connections';

/** Links (or re-links) the org's account of a service, with its audit row. */
export const saveConnection = async (
  db: Database,
  actor: Actor,
  values: Omit<typeof integrationConnections.$inferInsert, 'orgId' | 'linkedAt'>,
): Promise<Connection> =>
  db.transaction(async (tx) => {
    const linkedAt = new Date();
    const [row] = await tx
      .insert(integrationConnections)
      .values({ ...values, orgId: actor.orgId, linkedAt })
      .onConflictDoUpdate({
        target: [integrationConnections.orgId, integrationConnections.service],
        set: {
          externalId: values.externalId,
          displayName: values.displayName,
          credentials: values.credentials,
          linkedAt,
        },
      })
      .returning();
    if (!row) throw new Error('connection upsert returned nothing');
    await recordMutation(tx, actor, {
      action: `${values.service}.link`,
      entityType: 'integration',
      entityId: values.service,
      after: { external_id: values.externalId },
    });
    return row;
  });

export const deleteConnection = async (db: Database, actor: Actor, service: IntegrationService) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .delete(integrationConnections)
      .where(
        and(
          eq(integrationConnections.orgId, actor.orgId),
          eq(integrationConnections.service, service),
        ),
      )
      .returning();
    if (row) {
      await recordMutation(tx, actor, {
        action: `${service}.unlink`,
        entityType: 'integration',
        entityId: service,
        before: { external_id: row.externalId },
      });
    }
    return row;
  });
