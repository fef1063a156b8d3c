import type { Task, TaskActionResponse, UpdateTaskParametersSchema } from '@ap/domain/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../app-env';
import { recordMutation } from '../audit/record-mutation';
import type { Caller } from '../auth/caller';
import { tasks } from '../db/schema';
import { ApiHttpError, conflict, unprocessable } from '../http/api-error';
import { executeTask, TaskExecutionError } from './execute-task';
import { getTaskRow } from './task-queries';
import { type TaskRow, toTaskView } from './task-view';

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

const finish = async (
  deps: AppDeps,
  caller: Caller,
  id: string,
  change: TaskChange,
  action: string,
): Promise<TaskRow> =>
  deps.db.transaction(async (tx) => {
    const [row] = await tx.update(tasks).set(change).where(eq(tasks.id, id)).returning();
    if (!row) throw new Error(`task ${id} vanished`);
    await recordMutation(tx, caller, { action, entityType: 'task', entityId: id, after: row });
    return row;
  });

const withMessage = (task: Task, message: string): TaskActionResponse => ({ ...task, message });

/** Approve also executes; a failure is recorded on the task and answered 422 (502 if a service is down). */
export const approveTask = async (
  deps: AppDeps,
  caller: Caller,
  id: string,
): Promise<TaskActionResponse> => {
  const approved = await transitionPending(deps, caller, id, 'approved', {
    status: 'approved',
    approvedAt: new Date(),
    approvedByEmail: caller.email,
  });
  try {
    await executeTask(deps, caller, approved);
  } catch (err) {
    if (!(err instanceof TaskExecutionError || err instanceof ApiHttpError)) throw err;
    const failed = await finish(
      deps,
      caller,
      id,
      { status: 'failed', errorMessage: err.message },
      'task.fail',
    );
    const details = { task: toTaskView(failed) };
    if (err instanceof ApiHttpError)
      throw new ApiHttpError(err.status, err.code, `Task failed: ${err.message}`, details);
    throw unprocessable(`Task failed: ${err.message}`, details);
  }
  const executed = await finish(
    deps,
    caller,
    id,
    { status: 'executed', executedAt: new Date() },
    'task.execute',
  );
  return withMessage(toTaskView(executed), 'Task approved and executed successfully!');
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
