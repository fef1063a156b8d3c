import { eq } from 'drizzle-orm';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppDeps } from '../app-env';
import { type Actor, recordMutation } from '../audit/record-mutation';
import { tasks } from '../db/schema';
import { ApiHttpError } from '../http/api-error';
import { draftPaymentApproval } from '../invoices/pay-invoice';
import { isPayable } from '../invoices/payability';
import { logger } from '../observability/logger';
import { executeTask, PaymentChangedError, TaskExecutionError } from './execute-task';
import type { TaskRow } from './task-view';

type TaskChange = Partial<typeof tasks.$inferInsert>;

export type ExecutionOutcome =
  | { status: 'executed'; task: TaskRow }
  | {
      status: 'failed';
      task: TaskRow;
      /** How the failure is answered: 422, or 502 when an external service failed. */
      httpStatus: ContentfulStatusCode;
      code: ApiHttpError['code'];
      message: string;
      /** A fresh pending pay_invoice task, drafted when the invoice changed but is payable. */
      replacement: TaskRow | undefined;
    };

const finish = async (
  deps: AppDeps,
  actor: Actor,
  task: TaskRow,
  change: TaskChange,
  action: string,
): Promise<TaskRow> =>
  deps.db.transaction(async (tx) => {
    const [row] = await tx.update(tasks).set(change).where(eq(tasks.id, task.id)).returning();
    if (!row) throw new Error(`task ${task.id} vanished`);
    await recordMutation(tx, actor, {
      action,
      entityType: 'task',
      entityId: task.id,
      before: task,
      after: row,
    });
    return row;
  });

/** The message a failure is recorded with; unexpected errors are logged, never shown. */
const describe = (err: unknown) => {
  if (err instanceof ApiHttpError)
    return { httpStatus: err.status, code: err.code, message: err.message };
  if (err instanceof TaskExecutionError) {
    return { httpStatus: 422 as const, code: 'unprocessable' as const, message: err.message };
  }
  logger.error({ err }, 'task execution failed');
  return {
    httpStatus: 422 as const,
    code: 'unprocessable' as const,
    message: 'The task could not be executed because of an internal error; nothing was done',
  };
};

/**
 * Runs an approved task to its end: `executed`, or `failed` with its error_message (never
 * left `approved`). A payment whose invoice changed since drafting is refused and, while the
 * invoice is still payable, a fresh pending task is drafted for the new figures. One entry
 * point for the approve call and for a future payment job.
 */
export const executeApprovedTask = async (
  deps: AppDeps,
  actor: Actor,
  task: TaskRow,
): Promise<ExecutionOutcome> => {
  try {
    await executeTask(deps, actor, task);
  } catch (err) {
    const failure = describe(err);
    const failed = await finish(
      deps,
      actor,
      task,
      { status: 'failed', errorMessage: failure.message },
      'task.fail',
    );
    const replacement =
      err instanceof PaymentChangedError && isPayable(err.invoice)
        ? await draftPaymentApproval(deps.db, actor, err.invoice, null)
        : undefined;
    return { status: 'failed', task: failed, ...failure, replacement };
  }
  const executed = await finish(
    deps,
    actor,
    task,
    { status: 'executed', executedAt: new Date() },
    'task.execute',
  );
  return { status: 'executed', task: executed };
};
