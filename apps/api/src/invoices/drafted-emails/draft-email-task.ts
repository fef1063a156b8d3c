import type { SendEmailParameters } from '@ap/domain/contract';
import { and, eq, inArray, like } from 'drizzle-orm';
import { type Actor, type Executor, recordMutation } from '../../audit/record-mutation';
import { tasks } from '../../db/schema';
import { newId } from '../../ids';
import type { TaskRow } from '../../tasks/task-view';
import { recordWorkflowRun, workflowEvent } from '../../workflow-runs/record-workflow-run';
import type { InvoiceRow } from '../invoice-view';

export type DraftedEmailKind = 'w9_request' | 'requisitioner_email';

/** `%` and `_` are LIKE wildcards; ids never hold them, but escape anyway. */
const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * Drafts a send_email task on a person's request; it waits for approval like every e-mail the
 * assistant drafts, and is narrated by a run on the invoice. One draft at a time per kind and
 * invoice: the dedupe key counts the e-mails of that kind already sent, so a double click or a
 * retry finds the pending draft (the partial unique index decides, not a check-then-insert),
 * while asking again after a send drafts a new one.
 */
export const draftEmailTask = async (
  tx: Executor,
  caller: Actor,
  invoice: InvoiceRow,
  kind: DraftedEmailKind,
  parameters: SendEmailParameters,
  description: string,
): Promise<{ task: TaskRow; created: boolean }> => {
  const prefix = `${kind}:${invoice.id}:`;
  const sent = await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(
      and(
        eq(tasks.orgId, caller.orgId),
        like(tasks.dedupeKey, likePrefix(prefix)),
        eq(tasks.status, 'executed'),
      ),
    );
  const dedupeKey = `${prefix}${sent.length}`;
  const [created] = await tx
    .insert(tasks)
    .values({
      id: newId(),
      orgId: caller.orgId,
      taskType: 'send_email',
      parameters,
      invoiceId: invoice.id,
      dedupeKey,
      autoExecute: false,
      requestedByUserId: caller.userId,
    })
    .onConflictDoNothing()
    .returning();
  if (!created) {
    const [live] = await tx
      .select()
      .from(tasks)
      .where(
        and(
          eq(tasks.orgId, caller.orgId),
          eq(tasks.dedupeKey, dedupeKey),
          inArray(tasks.status, ['pending', 'approved', 'executed']),
        ),
      );
    if (!live) throw new Error(`the draft ${dedupeKey} neither inserted nor found`);
    return { task: live, created: false };
  }
  await recordMutation(tx, caller, {
    action: 'task.create',
    entityType: 'task',
    entityId: created.id,
    after: { task_type: 'send_email', invoice_id: invoice.id, kind, parameters },
  });
  const runId = await recordWorkflowRun(tx, {
    orgId: caller.orgId,
    invoiceId: invoice.id,
    threadId: invoice.threadId,
    trigger: 'user_request',
    summary: `${caller.email ?? 'A person'} asked for an e-mail: ${description}; it awaits approval.`,
    events: [
      workflowEvent(
        'draft_actions',
        'other',
        `Drafted send_email for approval (asked by ${caller.email ?? 'a person'}): ${description}`,
      ),
    ],
    outcomes: { tasks_created: [created.id] },
  });
  const [linked] = await tx
    .update(tasks)
    .set({ workflowRunId: runId })
    .where(eq(tasks.id, created.id))
    .returning();
  return { task: linked ?? created, created: true };
};
