import type { Task, TaskPreview } from '@ap/domain/contract';
import { TaskSchema } from '@ap/domain/contract';
import type { tasks } from '../db/schema';

export type TaskRow = typeof tasks.$inferSelect;

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/**
 * The task as the contract reads it; parameters are checked against their task_type. With a
 * preview (task-preview.ts) it also says what approving it will do.
 */
export const toTaskView = (row: TaskRow, preview?: TaskPreview): Task =>
  TaskSchema.parse({
    id: row.id,
    task_type: row.taskType,
    status: row.status,
    parameters: row.parameters,
    invoice_id: row.invoiceId,
    workflow_run_id: row.workflowRunId,
    created_at: row.createdAt.toISOString(),
    executed_at: iso(row.executedAt),
    approved_at: iso(row.approvedAt),
    approved_by_email: row.approvedByEmail,
    error_message: row.errorMessage,
    ...(preview ? { preview } : {}),
  });
