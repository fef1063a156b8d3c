import type { TaskType, WorkflowEvent } from '@ap/domain/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { type Actor, type Executor, recordMutation } from '../../audit/record-mutation';
import { tasks } from '../../db/schema';
import type { PaymentBinding } from '../../db/schema/tasks';
import { newId } from '../../ids';
import { executeApprovedTask } from '../../tasks/execute-approved-task';
import type { TaskRow } from '../../tasks/task-view';
import { workflowEvent } from '../../workflow-runs/record-workflow-run';
import type { Protection } from './protections';

/** Who the audit log names for what the assistant drafts and runs by itself. */
export const ASSISTANT_ACTOR_ID = 'system:assistant';
export const assistantActor = (orgId: string): Actor => ({
  orgId,
  userId: ASSISTANT_ACTOR_ID,
  email: null,
});

/** One action the assistant wants taken. */
export type Draft = {
  taskType: TaskType;
  parameters: Record<string, unknown>;
  /** One live task per key: a retried or re-run stage drafts nothing twice. */
  dedupeKey: string;
  protection: Protection;
  /** What it is, for the run's events ('Ask the vendor for ...'). */
  description: string;
  sealedChanges?: Record<string, string | null>;
  paymentBinding?: PaymentBinding;
};

/**
 * Inserts a drafted task unless a live task (pending, approved or executed) holds its dedupe
 * key: INSERT … ON CONFLICT DO NOTHING on the partial unique index, never check-then-insert.
 * Returns the new task, or undefined when it already exists.
 */
export const insertDraft = async (
  tx: Executor,
  orgId: string,
  invoiceId: string | null,
  draft: Draft,
  workflowRunId: string | null = null,
): Promise<TaskRow | undefined> => {
  const [created] = await tx
    .insert(tasks)
    .values({
      id: newId(),
      orgId,
      taskType: draft.taskType,
      parameters: draft.parameters,
      invoiceId,
      workflowRunId,
      dedupeKey: draft.dedupeKey,
      autoExecute: !draft.protection.needsApproval,
      sealedChanges: draft.sealedChanges ?? null,
      paymentBinding: draft.paymentBinding ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (!created) return undefined;
  await recordMutation(tx, assistantActor(orgId), {
    action: 'task.create',
    entityType: 'task',
    entityId: created.id,
    after: { task_type: draft.taskType, invoice_id: invoiceId, parameters: draft.parameters },
  });
  return created;
};

/** Links tasks drafted before their run existed to it. */
export const linkTasksToRun = async (
  tx: Executor,
  orgId: string,
  taskIds: readonly string[],
  runId: string,
) => {
  if (taskIds.length === 0) return;
  await tx
    .update(tasks)
    .set({ workflowRunId: runId })
    .where(and(eq(tasks.orgId, orgId), inArray(tasks.id, [...taskIds])));
};

/** The event that says what became of a draft. */
export const draftEvent = (draft: Draft, created: TaskRow | undefined): WorkflowEvent =>
  created
    ? workflowEvent(
        'draft_actions',
        'other',
        draft.protection.needsApproval
          ? `Drafted ${draft.taskType} for approval (${draft.protection.why}): ${draft.description}`
          : `Drafted ${draft.taskType} to run now (${draft.protection.why}): ${draft.description}`,
      )
    : workflowEvent(
        'draft_actions',
        'other',
        `Already drafted, nothing new: ${draft.taskType}: ${draft.description}`,
      );

/**
 * Runs the unprotected tasks drafted for an invoice (or the given ones) that are still
 * pending: each is moved to approved atomically (one runner wins), then executed through the
 * same path as an approval. A review retried after a crash finishes what the first left.
 */
export const runUnprotectedTasks = async (
  deps: AppDeps,
  orgId: string,
  where: { invoiceId: string } | { taskIds: string[] },
): Promise<WorkflowEvent[]> => {
  const filter =
    'invoiceId' in where
      ? eq(tasks.invoiceId, where.invoiceId)
      : inArray(tasks.id, where.taskIds.length ? where.taskIds : ['']);
  const waiting = await deps.db
    .select({ id: tasks.id })
    .from(tasks)
    .where(
      and(eq(tasks.orgId, orgId), filter, eq(tasks.status, 'pending'), eq(tasks.autoExecute, true)),
    );
  const events: WorkflowEvent[] = [];
  for (const { id } of waiting) {
    const [claimed] = await deps.db
      .update(tasks)
      .set({ status: 'approved', approvedAt: new Date() })
      .where(and(eq(tasks.orgId, orgId), eq(tasks.id, id), eq(tasks.status, 'pending')))
      .returning();
    if (!claimed) continue;
    const outcome = await executeApprovedTask(deps, assistantActor(orgId), claimed);
    events.push(
      outcome.status === 'executed'
        ? workflowEvent('execute_action', 'completed', `Executed ${claimed.taskType} (unprotected)`)
        : workflowEvent(
            'execute_action',
            'error',
            `${claimed.taskType} failed: ${outcome.message}`,
          ),
    );
  }
  return events;
};
