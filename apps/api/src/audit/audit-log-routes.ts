import {
  ASSISTANT_ACTOR_ID,
  type AuditActor,
  AuditLogActorsSchema,
  type AuditLogEntry,
  AuditLogPageSchema,
  AuditLogQuerySchema,
} from '@ap/domain/contract';
import { createRoute } from '@hono/zod-openapi';
import { and, asc, desc, eq, gte, like, lt, max, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../app-env';
import { auditLog } from '../db/schema';
import { errorResponses, json, bearerSecurity as security } from '../http/route-parts';
import { createRouter } from '../http/router';
import { redactSecrets } from './redact-secrets';

const route = createRoute({
  method: 'get',
  path: '/api/admin/audit-log',
  tags: ['Admin'],
  security,
  summary:
    'Who changed what and when, newest first (Admin); filter by entity, person, action and time',
  request: { query: AuditLogQuerySchema },
  responses: { 200: json(AuditLogPageSchema), ...errorResponses },
});

const actorsRoute = createRoute({
  method: 'get',
  path: '/api/admin/audit-log/actors',
  tags: ['Admin'],
  security,
  summary: 'Everyone who appears in the audit log as the one who acted (Admin)',
  responses: { 200: json(AuditLogActorsSchema), ...errorResponses },
});

/** `user.*` is every action of the family (a LIKE prefix, its own wildcards escaped). */
const actionFilter = (action: string): SQL =>
  action.endsWith('.*')
    ? like(auditLog.action, `${action.slice(0, -1).replace(/[\\%_]/g, '\\$&')}%`)
    : eq(auditLog.action, action);

type AuditRow = typeof auditLog.$inferSelect;

const actorType = (userId: string): AuditActor['type'] =>
  userId === ASSISTANT_ACTOR_ID ? 'assistant' : userId === 'system' ? 'system' : 'user';

const toEntry = (row: AuditRow): AuditLogEntry => ({
  id: String(row.id),
  actor: { type: actorType(row.actorUserId), user_id: row.actorUserId, email: row.actorEmail },
  action: row.action,
  entity_type: row.entityType,
  entity_id: row.entityId,
  // Rows are masked when written; masking again covers rows written before that.
  before: redactSecrets(row.before) ?? null,
  after: redactSecrets(row.after) ?? null,
  created_at: row.createdAt.toISOString(),
});

export const auditLogRoutes = (deps: AppDeps) =>
  createRouter()
    .openapi(actorsRoute, async (c) => {
      // One row per person, with the latest e-mail recorded for them (index audit_log_actor_idx).
      const rows = await deps.db
        .select({ userId: auditLog.actorUserId, email: max(auditLog.actorEmail) })
        .from(auditLog)
        .where(eq(auditLog.orgId, c.var.caller.orgId))
        .groupBy(auditLog.actorUserId)
        .orderBy(asc(auditLog.actorUserId));
      const actors = rows
        .map((row) => ({ type: actorType(row.userId), user_id: row.userId, email: row.email }))
        .sort((a, b) => (a.email ?? a.user_id).localeCompare(b.email ?? b.user_id));
      return c.json({ actors }, 200);
    })
    .openapi(route, async (c) => {
      const query = c.req.valid('query');
      const filters: SQL[] = [eq(auditLog.orgId, c.var.caller.orgId)];
      if (query.entity_type) filters.push(eq(auditLog.entityType, query.entity_type));
      if (query.entity_id) filters.push(eq(auditLog.entityId, query.entity_id));
      if (query.actor) filters.push(eq(auditLog.actorUserId, query.actor));
      if (query.action) filters.push(actionFilter(query.action));
      if (query.since) filters.push(gte(auditLog.createdAt, new Date(query.since)));
      if (query.until) filters.push(lt(auditLog.createdAt, new Date(query.until)));
      if (query.cursor) filters.push(lt(auditLog.id, Number(query.cursor)));
      // Ids grow with time, so id order is newest first and a stable cursor.
      const rows = await deps.db
        .select()
        .from(auditLog)
        .where(and(...filters))
        .orderBy(desc(auditLog.id))
        .limit(query.limit + 1);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return c.json(
        {
          entries: page.map(toEntry),
          next_cursor: rows.length > query.limit && last ? String(last.id) : null,
        },
        200,
      );
    });
