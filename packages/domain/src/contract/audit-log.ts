import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common';

/** The actor id the assistant's own changes are recorded under (any other id is a user). */
export const ASSISTANT_ACTOR_ID = 'assistant';

export const AUDIT_LOG_PAGE_SIZE_DEFAULT = 50;
export const AUDIT_LOG_PAGE_SIZE_MAX = 200;

/**
 * An action filter: one action (`user.invite`) or a family of them (`user.*`: every action
 * starting with `user.`).
 */
export const AuditActionFilterSchema = z
  .string()
  .max(100)
  .regex(
    /^[a-z0-9_]+(\.[a-z0-9_]+)*(\.\*)?$/,
    "action must be an action such as 'user.invite' or a family such as 'user.*'",
  );

/**
 * GET /api/admin/audit-log query: filters by entity, person (`actor`: their user id, or
 * 'assistant' / 'system'), action and time; `cursor` pages on.
 */
export const AuditLogQuerySchema = z.object({
  entity_type: z.string().min(1).max(64).optional(),
  entity_id: z.string().min(1).max(200).optional(),
  actor: z.string().min(1).max(200).optional(),
  action: AuditActionFilterSchema.optional(),
  /** Inclusive lower bound of created_at. */
  since: TimestampSchema.optional(),
  /** Exclusive upper bound of created_at. */
  until: TimestampSchema.optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(AUDIT_LOG_PAGE_SIZE_MAX)
    .default(AUDIT_LOG_PAGE_SIZE_DEFAULT),
  /** The next_cursor of the previous page. */
  cursor: z
    .string()
    .regex(/^[1-9]\d{0,17}$/, 'cursor must be the next_cursor of a previous page')
    .optional(),
});

export const AuditActorSchema = z.object({
  type: z.enum(['user', 'assistant', 'system']),
  user_id: z.string(),
  email: z.string().nullable(),
});

/** One recorded change: who, what, when, and the entity before and after (secrets masked). */
export const AuditLogEntrySchema = z.object({
  id: IdSchema,
  actor: AuditActorSchema,
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  created_at: TimestampSchema,
});

/** Newest first; next_cursor is null on the last page. */
export const AuditLogPageSchema = z.object({
  entries: z.array(AuditLogEntrySchema),
  next_cursor: z.string().nullable(),
});

/** GET /api/admin/audit-log/actors: everyone who has changed something, for the person filter. */
export const AuditLogActorsSchema = z.object({ actors: z.array(AuditActorSchema) });

export type AuditLogQuery = z.input<typeof AuditLogQuerySchema>;
export type AuditActor = z.infer<typeof AuditActorSchema>;
export type AuditLogEntry = z.infer<typeof AuditLogEntrySchema>;
export type AuditLogPage = z.infer<typeof AuditLogPageSchema>;
export type AuditLogActors = z.infer<typeof AuditLogActorsSchema>;
