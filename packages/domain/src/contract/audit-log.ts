import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common';

/** The actor id the assistant's own changes are recorded under (any other id is a user). */
export const ASSISTANT_ACTOR_ID = 'assistant';

export const AUDIT_LOG_PAGE_SIZE_DEFAULT = 50;
export const AUDIT_LOG_PAGE_SIZE_MAX = 200;

/** GET /api/admin/audit-log query: filters by entity and time; `cursor` pages on. */
export const AuditLogQuerySchema = z.object({
  entity_type: z.string().min(1).max(64).optional(),
  entity_id: z.string().min(1).max(200).optional(),
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

export type AuditLogQuery = z.input<typeof AuditLogQuerySchema>;
export type AuditActor = z.infer<typeof AuditActorSchema>;
export type AuditLogEntry = z.infer<typeof AuditLogEntrySchema>;
export type AuditLogPage = z.infer<typeof AuditLogPageSchema>;
