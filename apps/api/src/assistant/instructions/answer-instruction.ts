import {
  formatShortDate,
  getCheckDisplayName,
  getInvoiceDisplayStatus,
  hasOrgRoleAtLeast,
} from '@ap/domain';
import type { WorkflowEvent } from '@ap/domain/contract';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { recordMutation } from '../../audit/record-mutation';
import { recordRefusal } from '../../audit/record-refusal';
import type { Caller } from '../../auth/caller';
import { invoices, tasks } from '../../db/schema';
import type { InvoiceRow } from '../../invoices/invoice-view';
import { isPayable } from '../../invoices/payability';
import { findLivePayment } from '../../invoices/queue-payment';
import { findInvoiceVendor } from '../../payments/payment-binding';
import { recordWorkflowRun, workflowEvent } from '../../workflow-runs/record-workflow-run';
import {
  draftEvent,
  insertDraft,
  linkTasksToRun,
  runUnprotectedTasks,
} from '../drafting/draft-task';
import { readProtections } from '../drafting/protections';
import { composeVendorRequest, type VendorAsk } from '../drafting/vendor-request';
import { checkEvents, payDraft, reviewInvoice } from '../review/review-invoice';
import { appendRunEvents } from '../runs/append-run-events';
import { threadReferenceOf } from '../sending/thread-reference';
import { type Instruction, parseInstruction, UNDERSTOOD_INSTRUCTIONS } from './parse-instruction';

/** The role that may mark an invoice paid outside the product (as approving a payment). */
const MARK_PAID_MINIMUM_ROLE = 'Admin';

const ASK_LABELS: Record<VendorAsk, string> = {
  tax_id: 'their tax ID',
  w9: 'a W-9',
  bank_details: 'their bank details',
  remittance_address: 'their remittance address',
  corrected_invoice: 'a corrected invoice',
  duplicate_confirmation: 'a duplicate confirmation',
};

const helpText = () => `I understand these instructions: ${UNDERSTOOD_INSTRUCTIONS.join('; ')}.`;

const nameOf = (invoice: InvoiceRow) => `invoice ${invoice.invoiceNumber ?? invoice.id}`;

const failingReasons = (invoice: InvoiceRow) =>
  invoice.checks
    .filter((check) => check.status === 'failed' && !check.overridden)
    .map((check) => `${getCheckDisplayName(check.name)}: ${check.reason ?? 'failed'}`);

/** The invoice a thread is about: its most recent unpaid one, else its most recent. */
const threadInvoice = async (deps: AppDeps, orgId: string, threadId: string) => {
  const [open] = await deps.db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.orgId, orgId),
        eq(invoices.threadId, threadId),
        ne(sql`lower(${invoices.status})`, 'paid'),
      ),
    )
    .orderBy(desc(invoices.createdAt))
    .limit(1);
  if (open) return open;
  const [any] = await deps.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orgId, orgId), eq(invoices.threadId, threadId)))
    .orderBy(desc(invoices.createdAt))
    .limit(1);
  return any;
};

type Context = {
  deps: AppDeps;
  caller: Caller;
  threadId: string;
  messageId: string;
  text: string;
  invoice: InvoiceRow;
};

/** Records a user_message run that did its work in `work`'s transaction. */
const run = async (
  ctx: Context,
  work: (
    tx: Parameters<Parameters<AppDeps['db']['transaction']>[0]>[0],
    events: WorkflowEvent[],
  ) => Promise<{
    answer: string;
    summary?: string;
    taskIds?: string[];
    fields?: Record<string, string>;
  }>,
) => {
  const started = new Date();
  const result = await ctx.deps.db.transaction(async (tx) => {
    const events: WorkflowEvent[] = [
      workflowEvent('read_message', 'other', `${ctx.caller.email} wrote: "${ctx.text}"`),
    ];
    const done = await work(tx, events);
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
  return result;
};

/** Drafts (or runs, when unprotected) one action and says which it was. */
const draftAndAnswer = async (
  ctx: Context,
  build: (
    tx: Parameters<Parameters<AppDeps['db']['transaction']>[0]>[0],
  ) => Promise<
    | { draft: Parameters<typeof insertDraft>[3]; what: string; forceApproval?: string }
    | { refuse: string }
  >,
): Promise<string> => {
  const result = await run(ctx, async (tx, events) => {
    const built = await build(tx);
    if ('refuse' in built) {
      events.push(workflowEvent('draft_actions', 'warning', built.refuse));
      return { answer: built.refuse };
    }
    // A Member's instruction never runs an action by itself: approving is an Admin's.
    const force =
      built.forceApproval ??
      (hasOrgRoleAtLeast(ctx.caller.membership, 'Admin')
        ? undefined
        : `asked by a ${ctx.caller.membership.userAssignedRole}: an Admin approves`);
    const draft = force
      ? { ...built.draft, protection: { needsApproval: true, why: force } }
      : built.draft;
    const task = await insertDraft(tx, ctx.caller.orgId, ctx.invoice.id, draft);
    events.push(draftEvent(draft, task));
    if (!task) return { answer: `Already drafted: ${built.what}. Nothing new was drafted.` };
    return {
      answer: draft.protection.needsApproval
        ? `Drafted a ${task.taskType} task: ${built.what}. It awaits approval (${draft.protection.why}).`
        : `${built.what}: done (${draft.protection.why}).`,
      taskIds: [task.id],
      auto: task.autoExecute ? task.id : undefined,
    };
  });
  const auto = (result as { auto?: string }).auto;
  if (!auto) return result.answer;
  const ran = await runUnprotectedTasks(ctx.deps, ctx.caller.orgId, { taskIds: [auto] });
  await appendRunEvents(ctx.deps.db, ctx.caller.orgId, result.runId, ran);
  const failed = ran.find((event) => event.event_type === 'error');
  return failed ? `Tried, but it failed: ${failed.message}` : result.answer;
};

const askVendor = (ctx: Context, asks: VendorAsk[]) =>
  draftAndAnswer(ctx, async (tx) => {
    const vendor = await findInvoiceVendor(tx, ctx.invoice);
    if (!vendor) return { refuse: `${nameOf(ctx.invoice)} has no vendor to write to.` };
    if (!vendor.contactEmail)
      return {
        refuse: `${vendor.name || 'The vendor'} has no contact e-mail on file to write to.`,
      };
    const thread = await threadReferenceOf(tx, ctx.caller.orgId, ctx.threadId);
    const protections = await readProtections(tx, ctx.caller.orgId);
    const asked = asks.map((ask) => ASK_LABELS[ask]).join(' and ');
    return {
      what: `an e-mail to ${vendor.contactEmail} asking for ${asked} for ${nameOf(ctx.invoice)}`,
      draft: {
        taskType: 'send_email',
        parameters: composeVendorRequest({
          vendor,
          asks,
          checks: ctx.invoice.checks,
          invoice: ctx.invoice,
          threadSubject: thread?.subject,
          organizationName: protections.org.name,
        }),
        dedupeKey: `thread:${ctx.messageId}:send_email`,
        protection: protections.emailVendor(),
        description: `Ask ${vendor.contactEmail} for ${asked}`,
      },
    };
  });

const schedulePayment = async (ctx: Context, date: string): Promise<string> => {
  const shown = formatShortDate(date) ?? date;
  const answer = await draftAndAnswer(ctx, async (tx) => {
    const [invoice] = await tx
      .update(invoices)
      .set({ paymentSendDate: date, updatedAt: new Date() })
      .where(and(eq(invoices.orgId, ctx.caller.orgId), eq(invoices.id, ctx.invoice.id)))
      .returning();
    if (!invoice) return { refuse: 'The invoice no longer exists.' };
    await recordMutation(tx, ctx.caller, {
      action: 'invoice.schedule_payment',
      entityType: 'invoice',
      entityId: invoice.id,
      before: { payment_send_date: ctx.invoice.paymentSendDate },
      after: { payment_send_date: date },
    });
    if (!isPayable(invoice)) {
      const reasons = failingReasons(invoice);
      return {
        refuse: `Payment date of ${nameOf(invoice)} set to ${shown}. It is not ready to pay yet${
          reasons.length ? `: ${reasons.join('; ')}` : ''
        }; I will not draft the payment until it is.`,
      };
    }
    if (await findLivePayment(tx, invoice.id))
      return {
        refuse: `Payment date set to ${shown}, but a payment of ${nameOf(invoice)} is already under way.`,
      };
    const protections = await readProtections(tx, ctx.caller.orgId);
    return {
      what: `pay ${nameOf(invoice)} on ${shown} (the payment date is set; approve it on or after that day)`,
      // A dated payment waits for a person whatever the configuration: paying now would not honour the date.
      forceApproval: `scheduled for ${shown}`,
      draft: payDraft(
        invoice,
        await findInvoiceVendor(tx, invoice),
        protections,
        `thread:${ctx.messageId}:pay_invoice`,
        ` on ${shown}`,
      ),
    };
  });
  return answer;
};

const markPaidOutside = async (ctx: Context): Promise<string> => {
  if (!hasOrgRoleAtLeast(ctx.caller.membership, MARK_PAID_MINIMUM_ROLE)) {
    const refusal = `Only an ${MARK_PAID_MINIMUM_ROLE} or Owner can mark an invoice as paid outside the product; nothing was changed.`;
    await recordRefusal(ctx.deps.db, ctx.caller, {
      action: 'invoice.mark_paid_outside',
      entityType: 'invoice',
      entityId: ctx.invoice.id,
      reason: refusal,
    });
    await run(ctx, async (_tx, events) => {
      events.push(workflowEvent('mark_paid', 'warning', refusal));
      return { answer: refusal };
    });
    return refusal;
  }
  const result = await run(ctx, async (tx, events) => {
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.orgId, ctx.caller.orgId), eq(invoices.id, ctx.invoice.id)))
      .for('update');
    if (!invoice) return { answer: 'The invoice no longer exists.' };
    if (invoice.status.toLowerCase() === 'paid')
      return { answer: `${nameOf(invoice)} is already paid.` };
    if (await findLivePayment(tx, invoice.id)) {
      const answer = `A payment of ${nameOf(invoice)} is under way in the product; it cannot also be marked as paid outside it.`;
      events.push(workflowEvent('mark_paid', 'warning', answer));
      return { answer };
    }
    const [after] = await tx
      .update(invoices)
      .set({ status: 'paid', updatedAt: new Date() })
      .where(and(eq(invoices.orgId, ctx.caller.orgId), eq(invoices.id, invoice.id)))
      .returning();
    await recordMutation(tx, ctx.caller, {
      action: 'invoice.mark_paid_outside',
      entityType: 'invoice',
      entityId: invoice.id,
      before: { status: invoice.status },
      after: { status: after?.status, paid_outside_product: true },
    });
    // The product will not pay it too: pending payment approvals are cancelled.
    const cancelled = await tx
      .update(tasks)
      .set({ status: 'cancelled' })
      .where(
        and(
          eq(tasks.orgId, ctx.caller.orgId),
          eq(tasks.invoiceId, invoice.id),
          eq(tasks.taskType, 'pay_invoice'),
          eq(tasks.status, 'pending'),
        ),
      )
      .returning({ id: tasks.id });
    events.push(
      workflowEvent(
        'mark_paid',
        'completed',
        `Marked ${nameOf(invoice)} as paid outside the product by ${ctx.caller.email}`,
      ),
    );
    const extra = cancelled.length
      ? ` Cancelled ${cancelled.length} pending pay_invoice task${cancelled.length > 1 ? 's' : ''}.`
      : '';
    return {
      answer: `Marked ${nameOf(invoice)} as paid outside the product.${extra}`,
      fields: { 'Invoice Status': 'paid' },
    };
  });
  return result.answer;
};

const whyNotReady = async (ctx: Context): Promise<string> => {
  const result = await run(ctx, async (_tx, events) => {
    const invoice = ctx.invoice;
    events.push(...checkEvents(invoice.checks));
    const status = getInvoiceDisplayStatus(invoice);
    if (status === 'Paid') return { answer: `${nameOf(invoice)} is paid.` };
    if (status === 'Processing')
      return { answer: `${nameOf(invoice)} is still processing: its checks have not run yet.` };
    const reasons = failingReasons(invoice);
    if (reasons.length === 0)
      return { answer: `${nameOf(invoice)} is Ready to Pay: every check passes.` };
    return {
      answer: `${nameOf(invoice)} is Not Ready because these checks fail: ${reasons.join('; ')}.`,
    };
  });
  return result.answer;
};

const rerunChecks = async (ctx: Context): Promise<string> => {
  const reviewed = await reviewInvoice(
    ctx.deps,
    { orgId: ctx.caller.orgId, invoiceId: ctx.invoice.id, trigger: 'user_message' },
    {
      alwaysRecord: true,
      threadId: ctx.threadId,
      opening: [workflowEvent('read_message', 'other', `${ctx.caller.email} wrote: "${ctx.text}"`)],
    },
  );
  if (!reviewed) return `${nameOf(ctx.invoice)} is paid: its checks are kept as they were.`;
  const failing = reviewed.checks.filter((c) => c.status === 'failed' && !c.overridden);
  const checks = failing.length
    ? `${failing.length} failing (${failing.map((c) => `${getCheckDisplayName(c.name)}: ${c.reason ?? 'failed'}`).join('; ')})`
    : 'all passing';
  const drafted = reviewed.created.length
    ? ` Drafted ${reviewed.created.map((task) => task.taskType).join(', ')}.`
    : '';
  return `Re-ran the checks of ${nameOf(ctx.invoice)}: ${checks}.${drafted}`;
};

const unknown = async (ctx: Context): Promise<string> => {
  const answer = `Sorry, I did not understand that. ${helpText()}`;
  await run(ctx, async (_tx, events) => {
    events.push(workflowEvent('read_message', 'other', 'Not an instruction I understand'));
    return {
      answer,
      summary: 'Message not understood; answered with the instructions understood.',
    };
  });
  return answer;
};

/**
 * Answers a person's message in a thread: what was done or drafted, as a user_message run
 * of the thread's invoice. Every action goes through the same tasks and protections as the
 * assistant's own.
 */
export const answerInstruction = async (
  deps: AppDeps,
  caller: Caller,
  thread: { threadId: string; messageId: string; text: string },
): Promise<string> => {
  const instruction: Instruction = parseInstruction(thread.text);
  const invoice = await threadInvoice(deps, caller.orgId, thread.threadId);
  if (!invoice) {
    return instruction.kind === 'unknown'
      ? `This thread has no invoice yet. ${helpText()}`
      : 'This thread has no invoice yet, so there is nothing to act on.';
  }
  const ctx: Context = { deps, caller, ...thread, invoice };
  switch (instruction.kind) {
    case 'rerun_checks':
      return rerunChecks(ctx);
    case 'ask_vendor':
      return askVendor(ctx, instruction.asks);
    case 'mark_paid_outside':
      return markPaidOutside(ctx);
    case 'schedule_payment':
      return schedulePayment(ctx, instruction.date);
    case 'why_not_ready':
      return whyNotReady(ctx);
    case 'unknown':
      return unknown(ctx);
  }
};
