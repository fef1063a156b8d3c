import type { Task, TaskActionResponse, UpdateTaskParametersSchema } from '@ap/domain/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../app-env';
import { recordMutation } from '../audit/record-mutation';
import type { Caller } from '../auth/caller';
import { tasks } from '../db/schema';
import { ApiHttpError, conflict, unprocessable } from '../http/api-error';
import { assertDualControl } from './dual-control';
import { executeApprovedTask } from './execute-approved-task';
import { getTaskRow } from './task-queries';
import { toTaskView } from './task-view';

type TaskChange = Partial<typeof tasks.$inferInsert>;

/**
 * Moves a pending task to `change` atomically; a task that is not pending answers 409 so
 * two approvals of the same task cannot both run it.
 */
const transitionPending = async (
  deps: AppDeps,
  caller: Caller,
  id: string,
  action: string,
  change: TaskChange,
) => {
  const current = await getTaskRow(deps.db, caller.orgId, id);
  return deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(tasks)
      .set(change)
      .where(and(eq(tasks.orgId, caller.orgId), eq(tasks.id, id), eq(tasks.status, 'pending')))
      .returning();
    if (!updated) {
      const latest = await getTaskRow(tx, caller.orgId, id);
      throw conflict(`Task is ${latest.status}: only pending tasks can be ${action}`);
    }
    await recordMutation(tx, caller, {
      action: `task.${action}`,
      entityType: 'task',
      entityId: id,
      before: current,
      after: updated,
    });
    return updated;
  });
};

const withMessage = (task: Task, message: string): TaskActionResponse => ({ ...task, message });

/**
 * Approve also executes. A failure ends the task `failed` and answers 422 (502 if a service is
 * down) with the task, and the fresh task when a changed payment was re-drafted.
 */
export const approveTask = async (
  deps: AppDeps,
  caller: Caller,
  id: string,
): Promise<TaskActionResponse> => {
  const current = await getTaskRow(deps.db, caller.orgId, id);
  if (current.taskType === 'pay_invoice' && current.status === 'pending') {
    await assertDualControl(deps.db, caller, current);
  }
  const approved = await transitionPending(deps, caller, id, 'approved', {
    status: 'approved',
    approvedAt: new Date(),
    approvedByEmail: caller.email,
  });
  const outcome = await executeApprovedTask(deps, caller, approved);
  if (outcome.status === 'executed') {
    return withMessage(toTaskView(outcome.task), 'Task approved and executed successfully!');
  }
  throw new ApiHttpError(outcome.httpStatus, outcome.code, `Task failed: ${outcome.message}`, {
    task: toTaskView(outcome.task),
    ...(outcome.replacement ? { replacement_task: toTaskView(outcome.replacement) } : {}),
  });
};

export const cancelTask = async (
  deps: AppDeps,
  caller: Caller,
  id: string,
): Promise<TaskActionResponse> => {
  const cancelled = await transitionPending(deps, caller, id, 'cancelled', { status: 'cancelled' });
  return withMessage(toTaskView(cancelled), 'Task cancelled successfully!');
};

/** Only a pending send_email task's parameters can be edited (validated by the contract). */
export const updateTaskParameters = async (
  deps: AppDeps,
  caller: Caller,
  id: string,
  parameters: z.output<typeof UpdateTaskParametersSchema>,
): Promise<TaskActionResponse> => {
  const current = await getTaskRow(deps.db, caller.orgId, id);
  if (current.taskType !== 'send_email') {
    throw unprocessable(
      `Only send_email tasks have editable parameters; this task is ${current.taskType}`,
    );
  }
  const updated = await transitionPending(deps, caller, id, 'edited', {
    parameters: {
      to: parameters.to,
      cc: parameters.cc ?? [],
      subject: parameters.subject,
      body: parameters.body,
    },
  });
  return withMessage(toTaskView(updated), 'Task updated successfully!');
};
