import { centsToAmount, enforcedIn, getCheckDisplayName } from '@ap/domain';
import type { Check, PayInvoiceParameters, WorkflowEvent } from '@ap/domain/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import type { Executor } from '../../audit/record-mutation';
import { mandatoryChecksConfigOf } from '../../checks/mandatory-checks-config';
import { recomputeInvoices } from '../../checks/recompute-checks';
import { sameChecks } from '../../checks/same-checks';
import { codeInvoiceLines } from '../../coding/apply/code-invoice-lines';
import { invoices, tasks } from '../../db/schema';
import { findConnection } from '../../integrations/connections';
import type { InvoiceRow } from '../../invoices/invoice-view';
import { isPayable } from '../../invoices/payability';
import { findLivePayment } from '../../invoices/queue-payment';
import { readStoredValue } from '../../organization/configurations/configurations-store';
import { findInvoiceVendor, paymentBindingOf } from '../../payments/payment-binding';
import type { TaskRow } from '../../tasks/task-view';
import type { VendorRow } from '../../vendors/vendor-view';
import { recordWorkflowRun, workflowEvent } from '../../workflow-runs/record-workflow-run';
import { approvalRequestDrafts, routeApprovals } from '../approvals/route-approvals';
import {
  type Draft,
  draftEvent,
  insertDraft,
  linkTasksToRun,
  runUnprotectedTasks,
} from '../drafting/draft-task';
import { type Protections, readProtections } from '../drafting/protections';
import { composeVendorRequest, missingFromVendor } from '../drafting/vendor-request';
import { appendRunEvents } from '../runs/append-run-events';
import { threadReferenceOf } from '../sending/thread-reference';
import type { ReviewJob } from './review-queue';

/** Checks as comparable text: jsonb keeps keys in its own order, so sort them. */
/** The events that say how the checks stand. */
export const checkEvents = (checks: readonly Check[]): WorkflowEvent[] => {
  const failing = checks.filter((check) => check.status === 'failed' && !check.overridden);
  return [
    workflowEvent(
      'run_checks',
      failing.length ? 'warning' : 'completed',
      `Checks: ${checks.length - failing.length} passing, ${failing.length} failing`,
    ),
    ...failing.map((check) =>
      workflowEvent(
        'run_checks',
        'warning',
        `${getCheckDisplayName(check.name)} failed: ${check.reason ?? 'no reason given'}`,
      ),
    ),
  ];
};

const hasPendingVendorUpdate = async (db: Executor, orgId: string, vendorId: string) =>
  (
    await db
      .select({ id: tasks.id })
      .from(tasks)
      .where(
        and(
          eq(tasks.orgId, orgId),
          eq(tasks.taskType, 'update_vendor'),
          eq(tasks.status, 'pending'),
          sql`${tasks.parameters}->>'vendor_id' = ${vendorId}`,
        ),
      )
      .limit(1)
  ).length > 0;

/** The pay_invoice draft of a Ready to Pay invoice, bound to what is approved. */
export const payDraft = (
  invoice: InvoiceRow,
  vendor: VendorRow | undefined,
  protections: Protections,
  dedupeKey: string,
  note = '',
): Draft => {
  const parameters: PayInvoiceParameters = {
    vendor_id: invoice.vendorId,
    invoice_number: invoice.invoiceNumber,
    invoice_id: invoice.id,
    amount: centsToAmount(invoice.amountCents),
    currency: invoice.currency,
  };
  return {
    taskType: 'pay_invoice',
    parameters,
    dedupeKey,
    protection: protections.payInvoice(invoice.amountCents),
    description: `Pay invoice ${invoice.invoiceNumber ?? invoice.id} (${invoice.currency} ${centsToAmount(invoice.amountCents)})${note}`,
    paymentBinding: paymentBindingOf(invoice, vendor),
  };
};

/** What the review drafts for an invoice as it stands. */
const planDrafts = async (
  tx: Executor,
  invoice: InvoiceRow,
  vendor: VendorRow | undefined,
  protections: Protections,
  events: WorkflowEvent[],
): Promise<Draft[]> => {
  const drafts: Draft[] = [];
  const config = mandatoryChecksConfigOf(
    await readStoredValue(tx, invoice.orgId, 'mandatory_checks'),
  );
  const asks = missingFromVendor(vendor, invoice.checks, enforcedIn(config));
  if (asks.length > 0 && vendor) {
    if (await hasPendingVendorUpdate(tx, invoice.orgId, vendor.id)) {
      events.push(
        workflowEvent(
          'draft_actions',
          'other',
          'Not asking the vendor yet: a vendor update waits for approval',
        ),
      );
    } else if (!vendor.contactEmail) {
      events.push(
        workflowEvent(
          'draft_actions',
          'warning',
          `Cannot ask the vendor for ${asks.join(', ')}: no contact e-mail on file`,
        ),
      );
    } else {
      const thread = invoice.threadId
        ? await threadReferenceOf(tx, invoice.orgId, invoice.threadId)
        : undefined;
      drafts.push({
        taskType: 'send_email',
        parameters: composeVendorRequest({
          vendor,
          asks,
          checks: invoice.checks,
          invoice,
          threadSubject: thread?.subject,
          organizationName: protections.org.name,
        }),
        dedupeKey: `review:${invoice.id}:send_email:${asks.join('+')}`,
        protection: protections.emailVendor(),
        description: `Ask ${vendor.contactEmail} for ${asks.join(', ').replaceAll('_', ' ')}`,
      });
    }
  }
  const mailbox = (await findConnection(tx, invoice.orgId, 'gmail'))?.externalId;
  drafts.push(...approvalRequestDrafts(invoice, vendor, protections, mailbox));
  if (isPayable(invoice) && !(await findLivePayment(tx, invoice.id))) {
    drafts.push(
      payDraft(
        invoice,
        vendor,
        protections,
        `review:${invoice.id}:pay_invoice:${invoice.amountCents}:${invoice.vendorId}`,
      ),
    );
  }
  return drafts;
};

/**
 * The deciding stage, one job per invoice: runs the checks, then drafts what should happen
 * next (ask the vendor for what is missing, pay a Ready to Pay invoice). Protected actions
 * become pending tasks; unprotected ones run at once and are recorded as events of the run.
 * Checks, drafts and the run commit together; drafts are keyed, so a retry drafts nothing
 * twice, and unprotected tasks a crashed run left pending are run by the retry.
 */
export const reviewInvoice = async (
  deps: AppDeps,
  job: ReviewJob,
  /** Record the run even when nothing changed (a person asked for the review). */
  options: { alwaysRecord?: boolean; threadId?: string | null; opening?: WorkflowEvent[] } = {},
): Promise<{ summary: string; checks: Check[]; created: TaskRow[] } | undefined> => {
  const { orgId, invoiceId } = job;
  const leftovers = await runUnprotectedTasks(deps, orgId, { invoiceId });
  const started = new Date();
  const result = await deps.db.transaction(async (tx) => {
    // The invoice's row first, as a person's save takes it: the coding below writes the lines
    // and the routing the invoice, and a save writes them the other way round. Taken in one
    // order, a review and a save take turns instead of deadlocking (a 409 to the person).
    const [exists] = await tx
      .select({ checks: invoices.checks })
      .from(invoices)
      .where(and(eq(invoices.orgId, orgId), eq(invoices.id, invoiceId)))
      .for('update');
    if (!exists) return undefined;
    // Coding first: the approval rules and the GL checks read the lines' accounts and classes.
    const coding = await codeInvoiceLines(tx, orgId, invoiceId);
    const routing = await routeApprovals(tx, orgId, invoiceId);
    await recomputeInvoices(tx, orgId, [invoiceId]);
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.orgId, orgId), eq(invoices.id, invoiceId)));
    if (!invoice || invoice.status.toLowerCase() === 'paid') return undefined;
    const vendor = await findInvoiceVendor(tx, invoice);
    const protections = await readProtections(tx, orgId);
    const events: WorkflowEvent[] = [
      ...(options.opening ?? []),
      ...leftovers,
      ...coding,
      ...routing,
      ...checkEvents(invoice.checks),
    ];
    const drafts = await planDrafts(tx, invoice, vendor, protections, events);
    const created: TaskRow[] = [];
    for (const draft of drafts) {
      const task = await insertDraft(tx, orgId, invoiceId, draft);
      events.push(draftEvent(draft, task));
      if (task) created.push(task);
    }
    const checksMoved = !sameChecks(exists.checks, invoice.checks);
    const quiet =
      !checksMoved && created.length === 0 && leftovers.length === 0 && coding.length === 0;
    if (quiet && !options.alwaysRecord) return undefined;
    const failing = invoice.checks.filter((c) => c.status === 'failed' && !c.overridden).length;
    const summary = [
      failing
        ? `Checks ran: ${failing} failing.`
        : 'Checks ran: all passing, the invoice is Ready to Pay.',
      created.length
        ? `Drafted ${created.map((task) => task.taskType).join(', ')}.`
        : 'Nothing new to draft.',
    ].join(' ');
    const runId = await recordWorkflowRun(tx, {
      orgId,
      invoiceId,
      threadId: options.threadId ?? invoice.threadId,
      trigger: job.trigger,
      summary,
      events,
      outcomes: { checks: invoice.checks, tasks_created: created.map((task) => task.id) },
      startedAt: started,
    });
    await linkTasksToRun(
      tx,
      orgId,
      created.map((task) => task.id),
      runId,
    );
    return { runId, created, summary, checks: invoice.checks };
  });
  if (!result) return undefined;
  const ran = await runUnprotectedTasks(deps, orgId, {
    taskIds: result.created.filter((task) => task.autoExecute).map((task) => task.id),
  });
  await appendRunEvents(deps.db, orgId, result.runId, ran);
  return { summary: result.summary, checks: result.checks, created: result.created };
};
