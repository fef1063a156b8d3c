import { type ApprovalStep, approverLabel, stepsDecidableBy } from '@ap/domain';
import type { WorkflowEvent } from '@ap/domain/contract';
import { and, eq } from 'drizzle-orm';
import { type Actor, recordMutation } from '../../audit/record-mutation';
import { type CheckWriter, recomputeInvoices } from '../../checks/recompute-checks';
import { invoices } from '../../db/schema';
import type { InvoiceRow } from '../../invoices/invoice-view';
import {
  recordWorkflowRun,
  type WorkflowTrigger,
  workflowEvent,
} from '../../workflow-runs/record-workflow-run';
import { checkEvents } from '../review/review-invoice';

export type ApprovalVerdict = 'approved' | 'rejected';

export type DecideOutcome =
  | { kind: 'not_found' }
  /** No step waits (no chain yet, or every step approved). */
  | { kind: 'none_waiting' }
  /** Steps wait, but for someone else; `approvedAs`: the step this person already approved. */
  | { kind: 'not_approver'; waitingFor: string[]; approvedAs?: string }
  | { kind: 'decided'; invoice: InvoiceRow; steps: ApprovalStep[]; runId: string };

const lower = (value: string) => value.trim().toLowerCase();

/**
 * Records one person's decision on the approval step that is theirs (stepsDecidableBy in
 * @ap/domain: one person, one step; the requisitioner only their own), with the invoice row
 * locked (SELECT … FOR UPDATE): two approvals racing take turns, and the second reads the
 * first's steps before it writes. A rejection marks the
 * person's steps not approved. Then the checks run again and a workflow run narrates it; the
 * caller queues the assistant's review (which drafts the payment of a now-ready invoice).
 */
export const decideApproval = async (
  tx: CheckWriter,
  input: {
    orgId: string;
    invoiceId: string;
    person: { email: string; isAdmin: boolean; isOwner?: boolean };
    verdict: ApprovalVerdict;
    /** 'by e-mail reply' or 'in the app'. */
    via: string;
    actor: Actor;
    trigger: WorkflowTrigger;
    opening?: WorkflowEvent[];
  },
): Promise<DecideOutcome> => {
  const where = and(eq(invoices.orgId, input.orgId), eq(invoices.id, input.invoiceId));
  const [invoice] = await tx.select().from(invoices).where(where).for('update');
  if (!invoice) return { kind: 'not_found' };
  const steps = invoice.approvals as ApprovalStep[];
  const email = lower(input.person.email);
  const waiting = steps.filter((step) => !step.approved);
  const listsMe = (step: ApprovalStep) =>
    lower(step.approver) === email ||
    (!step.approved && (step.any_of ?? []).some((candidate) => lower(candidate) === email));
  const mine =
    input.verdict === 'approved'
      ? stepsDecidableBy(steps, input.person, invoice.requisitionerContactEmail)
      : steps.flatMap((step, index) => (listsMe(step) ? [index] : []));
  if (mine.length === 0) {
    if (waiting.length === 0) return { kind: 'none_waiting' };
    const approvedAs = steps.find((step) => step.approved && lower(step.approver) === email)?.role;
    return {
      kind: 'not_approver',
      waitingFor: waiting.map((step) =>
        step.approver || step.any_of?.length
          ? approverLabel(step).replace(/^Any/, 'any')
          : `${approverLabel(step).replace(/^Any/, 'any')} other than the requisitioner`,
      ),
      ...(approvedAs ? { approvedAs } : {}),
    };
  }
  const next = steps.map((step, index) =>
    mine.includes(index)
      ? input.verdict === 'approved'
        ? { ...step, approver: step.approver || email, approved: true }
        : // A refusal keeps an any-one-of step open to the others it lists.
          { ...step, approved: false }
      : step,
  );
  await tx.update(invoices).set({ approvals: next, updatedAt: new Date() }).where(where);
  await recordMutation(tx, input.actor, {
    action: input.verdict === 'approved' ? 'invoice.approve' : 'invoice.reject',
    entityType: 'invoice',
    entityId: invoice.id,
    before: { approvals: steps },
    after: { approvals: next },
  });
  await recomputeInvoices(tx, input.orgId, [invoice.id]);
  const [after] = await tx.select().from(invoices).where(where);
  if (!after) return { kind: 'not_found' };
  const roles = mine.map((index) => steps[index]?.role).join(', ');
  const verb = input.verdict === 'approved' ? 'approved' : 'rejected';
  const events: WorkflowEvent[] = [
    ...(input.opening ?? []),
    workflowEvent(
      'approve_invoice',
      input.verdict === 'approved' ? 'completed' : 'warning',
      `${email} ${verb} the invoice as ${roles} ${input.via}`,
    ),
    ...checkEvents(after.checks),
  ];
  const runId = await recordWorkflowRun(tx, {
    orgId: input.orgId,
    invoiceId: invoice.id,
    threadId: invoice.threadId,
    trigger: input.trigger,
    summary: `${email} ${verb} the invoice as ${roles} ${input.via}; checks re-ran.`,
    events,
    outcomes: {
      fields_changed: Object.fromEntries(
        mine.map((index) => [`Approval ${steps[index]?.role}`, `${verb} by ${email}`]),
      ),
      checks: after.checks,
    },
  });
  return { kind: 'decided', invoice: after, steps: next, runId };
};
