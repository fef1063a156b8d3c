import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common';
import { INPUT_LIMITS } from './input-rules';
import { safeText } from './input-schemas';
import { InvoiceSchema } from './invoice';
import { ThreadSkippedDocumentSchema } from './skipped-document';
import { WorkflowRunSchema } from './workflow-run';

/** An e-mail conversation in the AP mailbox with what the assistant made of it. */
export const ThreadSchema = z.object({
  id: IdSchema,
  /** Not in SPEC §3; the e-mail subject, handy as a card title. */
  subject: z.string().nullable().optional(),
  latest_activity: TimestampSchema,
  participants: z.array(z.string()),
  invoices: z.array(InvoiceSchema),
  workflow_runs: z.array(WorkflowRunSchema),
  /** Not in SPEC §3: the thread's attachments the assistant did not take as invoices. */
  skipped_documents: z.array(ThreadSkippedDocumentSchema).optional(),
});

export const ThreadListSchema = z.array(ThreadSchema);

/** GET /api/threads?limit=10 */
export const ThreadListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

/** POST /api/threads/input */
export const ThreadInputSchema = z.object({
  thread_id: IdSchema,
  user_input: safeText(INPUT_LIMITS.messageText).trim().min(1, 'Message must not be empty.'),
});

export const ThreadInputResponseSchema = z.object({ message: z.string() });

export type Thread = z.infer<typeof ThreadSchema>;
export type ThreadListQuery = z.input<typeof ThreadListQuerySchema>;
export type ThreadInput = z.input<typeof ThreadInputSchema>;
export type ThreadInputResponse = z.infer<typeof ThreadInputResponseSchema>;
