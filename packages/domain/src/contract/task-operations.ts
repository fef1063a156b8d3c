import { z } from 'zod';
import { SEND_EMAIL_VALIDATION } from '../messages';
import { INPUT_LIMITS, INPUT_MESSAGES } from './input-rules';
import { safeText } from './input-schemas';
import { TaskSchema, TaskStatusSchema } from './task';

/** GET /api/tasks?status=pending */
export const TaskListQuerySchema = z.object({ status: TaskStatusSchema.optional() });

/** Messages of SPEC §5 for editing a send_email task. */
export const SEND_EMAIL_MESSAGES = SEND_EMAIL_VALIDATION;

/** Trims entries and drops blanks, as the comma-separated To/CC fields do. */
const recipientList = z
  .array(safeText())
  .max(INPUT_LIMITS.recipients, INPUT_MESSAGES.tooManyRecipients)
  .transform((list) => list.map((entry) => entry.trim()).filter((entry) => entry.length > 0));

/** PUT /api/tasks/{id}/parameters body (pending send_email tasks only). */
export const UpdateTaskParametersSchema = z.object({
  to: recipientList.refine((list) => list.length > 0, SEND_EMAIL_MESSAGES.recipientRequired),
  cc: recipientList.optional(),
  subject: safeText(INPUT_LIMITS.longText).trim().min(1, SEND_EMAIL_MESSAGES.subjectRequired),
  body: safeText(INPUT_LIMITS.messageText).trim().min(1, SEND_EMAIL_MESSAGES.bodyRequired),
});

/**
 * Answer of approve, cancel and parameter updates: the task as it is now plus a message.
 * approved_at and approved_by_email are at the top level, where the client reads them.
 */
export const TaskActionResponseSchema = z.intersection(
  TaskSchema,
  z.object({ message: z.string() }),
);

export type TaskListQuery = z.infer<typeof TaskListQuerySchema>;
export type UpdateTaskParameters = z.input<typeof UpdateTaskParametersSchema>;
export type TaskActionResponse = z.infer<typeof TaskActionResponseSchema>;
