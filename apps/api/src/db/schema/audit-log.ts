import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Append-only record of every mutation (a trigger in the migration refuses UPDATE/DELETE). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: text('org_id').notNull(),
    actorUserId: text('actor_user_id').notNull(),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_org_idx').on(table.orgId, table.createdAt),
    // The audit log page, newest first within the org (migration 0014).
    index('audit_log_org_id_idx').on(table.orgId, table.id),
    index('audit_log_entity_idx').on(table.orgId, table.entityType, table.entityId, table.id),
    index('audit_log_actor_idx').on(table.orgId, table.actorUserId, table.id),
    index('audit_log_action_idx').on(table.orgId, table.action.op('text_pattern_ops'), table.id),
  ],
);
