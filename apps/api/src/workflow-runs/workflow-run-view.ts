import type { WorkflowRun } from '@ap/domain/contract';
import type { workflowRuns } from '../db/schema';

export type WorkflowRunRow = typeof workflowRuns.$inferSelect;

export const toWorkflowRunView = (row: WorkflowRunRow): WorkflowRun => ({
  id: row.id,
  status: row.status,
  started_at: row.startedAt.toISOString(),
  completed_at: row.completedAt ? row.completedAt.toISOString() : null,
  summary: row.summary,
  trigger: row.trigger,
  invoice_id: row.invoiceId,
  thread_id: row.threadId,
  events: row.events,
  outcomes: row.outcomes,
});
