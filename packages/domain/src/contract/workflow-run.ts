import { z } from 'zod';
import { CheckSchema } from './check';
import { IdSchema, TimestampSchema } from './common';

export const EventTypeSchema = z.enum(['error', 'warning', 'completed', 'other']);

/** One timeline entry of a workflow run. A message 'Set Vendor Name: X' names the vendor. */
export const WorkflowEventSchema = z.object({
  node_name: z.string(),
  event_type: EventTypeSchema,
  message: z.string(),
  timestamp: TimestampSchema,
});

export const WorkflowOutcomesSchema = z.object({
  /** Keyed by labels such as 'Invoice Vendor Id'; values are the new field values. */
  fields_changed: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  checks: z.array(CheckSchema),
  /** Ids of tasks the run drafted; the client loads each one. */
  tasks_created: z.array(IdSchema),
});

export const WorkflowRunSchema = z.object({
  id: IdSchema,
  status: z.string(),
  started_at: TimestampSchema,
  completed_at: TimestampSchema.nullable(),
  summary: z.string().nullable(),
  trigger: z.string().nullable(),
  invoice_id: IdSchema.nullable().optional(),
  thread_id: IdSchema.nullable().optional(),
  events: z.array(WorkflowEventSchema),
  outcomes: WorkflowOutcomesSchema,
});

export const WorkflowRunListSchema = z.array(WorkflowRunSchema);

export type EventType = z.infer<typeof EventTypeSchema>;
export type WorkflowEvent = z.infer<typeof WorkflowEventSchema>;
export type WorkflowOutcomes = z.infer<typeof WorkflowOutcomesSchema>;
export type WorkflowRun = z.infer<typeof WorkflowRunSchema>;
