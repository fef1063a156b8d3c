import type { WorkflowEvent } from '@ap/domain/contract';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import type { Executor } from '../../audit/record-mutation';
import type { Caller } from '../../auth/caller';
import { invoices } from '../../db/schema';
import type { InvoiceRow } from '../../invoices/invoice-view';
import { recordWorkflowRun, workflowEvent } from '../../workflow-runs/record-workflow-run';
import { linkTasksToRun } from '../drafting/draft-task';

/** What every action is given: who asked, in which thread, about which invoice. */
export type Context = {
  deps: AppDeps;
  caller: Caller;
  threadId: string;
  messageId: string;
  text: string;
  invoice: InvoiceRow;
  /** The day relative dates are read from. */
  today: Date;
  /** Which of the instruction's actions this is (0 for the first): keys its drafts apart. */
  step: number;
  /** What understood the instruction, for the run's record. */
  readBy: 'the grammar' | 'the model';
};

export const nameOf = (invoice: Pick<InvoiceRow, 'invoiceNumber' | 'id'>) =>
  `invoice ${invoice.invoiceNumber ?? invoice.id}`;

/** The invoice a thread is about: its most recent unpaid one, else its most recent. */
export const threadInvoice = async (deps: AppDeps, orgId: string, threadId: string) => {
  const inThread = and(eq(invoices.orgId, orgId), eq(invoices.threadId, threadId));
  const [open] = await deps.db
    .select()
    .from(invoices)
    .where(and(inThread, ne(sql`lower(${invoices.status})`, 'paid')))
    .orderBy(desc(invoices.createdAt))
    .limit(1);
  if (open) return open;
  const [any] = await deps.db
    .select()
    .from(invoices)
    .where(inThread)
    .orderBy(desc(invoices.createdAt))
    .limit(1);
  return any;
};

/** Answers start with a capital, also those that start with an invoice's name. */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export type RunResult = {
  answer: string;
  summary?: string;
  taskIds?: string[];
  fields?: Record<string, string>;
};

/** Records a user_message run of the thread's invoice for work done in `work`'s transaction. */
export const recordRun = async <R extends RunResult>(
  ctx: Context,
  work: (tx: Executor, events: WorkflowEvent[]) => Promise<R>,
): Promise<R & { runId: string }> => {
  const started = new Date();
  return ctx.deps.db.transaction(async (tx) => {
    const events: WorkflowEvent[] = [
      workflowEvent(
        'read_message',
        'other',
        `${ctx.caller.email} wrote: "${ctx.text}" (read by ${ctx.readBy})`,
      ),
    ];
    const worked = await work(tx, events);
    const done = { ...worked, answer: sentence(worked.answer) };
    const [invoice] = await tx
      .select({ checks: invoices.checks })
      .from(invoices)
      .where(and(eq(invoices.orgId, ctx.caller.orgId), eq(invoices.id, ctx.invoice.id)));
    const runId = await recordWorkflowRun(tx, {
      orgId: ctx.caller.orgId,
      invoiceId: ctx.invoice.id,
      threadId: ctx.threadId,
      trigger: 'user_message',
      summary: done.summary ?? done.answer,
      events,
      outcomes: {
        fields_changed: done.fields ?? {},
        checks: invoice?.checks ?? [],
        tasks_created: done.taskIds ?? [],
      },
      startedAt: started,
    });
    await linkTasksToRun(tx, ctx.caller.orgId, done.taskIds ?? [], runId);
    return { ...done, runId };
  });
};

/** A run that only answers (a question, a refusal). */
export const answerOnly = async (ctx: Context, answer: string, event?: WorkflowEvent) => {
  await recordRun(ctx, async (_tx, events) => {
    if (event) events.push(event);
    return { answer };
  });
  return answer;
};
