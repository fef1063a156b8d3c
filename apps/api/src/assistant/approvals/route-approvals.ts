import { approvalRouteFor, approverLabel, enforcedIn, formatCents } from '@ap/domain';
import type { SendEmailParameters, WorkflowEvent } from '@ap/domain/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../audit/record-mutation';
import { mandatoryChecksConfigOf } from '../../checks/mandatory-checks-config';
import { invoices } from '../../db/schema';
import { findConnection } from '../../integrations/connections';
import { approvalBindingOf } from '../../invoices/approval-binding';
import type { InvoiceRow } from '../../invoices/invoice-view';
import { readApprovalChains } from '../../organization/approval-chains/approval-chains-store';
import { readStoredValue } from '../../organization/configurations/configurations-store';
import type { VendorRow } from '../../vendors/vendor-view';
import { workflowEvent } from '../../workflow-runs/record-workflow-run';
import type { Draft } from '../drafting/draft-task';
import type { Protections } from '../drafting/protections';
import { routingSubjectOf } from './routing-subject';

/** Does the organisation's configuration make approvals block payment at all? */
const approvalsEnforced = async (tx: Executor, orgId: string) => {
  const enforced = enforcedIn(
    mandatoryChecksConfigOf(await readStoredValue(tx, orgId, 'mandatory_checks')),
  );
  return enforced('approval_chain_satisfied') || enforced('requisitioner_approval');
};

/**
 * Routes the approval chain of an invoice that has none yet: the steps of the organisation's
 * first approval rule that matches it (approvalRouteFor in @ap/domain; none saved: the
 * built-in routing). Routed as soon as what the rule needs is known (a Requisitioner step
 * needs the requisitioner), alongside what the vendor still owes: the approval is of the
 * invoice, so the payment waits for neither. A role step names nobody: any Admin or Owner
 * (an Owner for an Owner step) other than the requisitioner approves it in the app, and is
 * recorded as its approver. Written only onto an empty chain (`approvals = '[]'` in the
 * UPDATE), so two reviews cannot route it twice; the binding records the rule that applied.
 * Nothing is routed while the organisation enforces neither approval item.
 */
export const routeApprovals = async (
  tx: Executor,
  orgId: string,
  invoiceId: string,
): Promise<WorkflowEvent[]> => {
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orgId, orgId), eq(invoices.id, invoiceId)));
  if (!invoice || invoice.approvals.length > 0 || invoice.status.toLowerCase() === 'paid')
    return [];
  if (!(await approvalsEnforced(tx, orgId))) return [];
  const mailbox = (await findConnection(tx, orgId, 'gmail'))?.externalId ?? null;
  const route = approvalRouteFor({
    ...(await routingSubjectOf(tx, invoice)),
    requisitionerEmail: invoice.requisitionerContactEmail,
    mailbox,
    chains: await readApprovalChains(tx, orgId),
  });
  const by = `rule "${route.rule.name}"`;
  if ('missing' in route) {
    return [
      workflowEvent(
        'route_approvals',
        'warning',
        route.missing === 'requisitioner'
          ? `No approval chain yet: ${by} asks the requisitioner, who is unknown. Set the requisitioner on the invoice (or have them forward the invoice to the AP mailbox)`
          : `No approval chain: the requisitioner ${invoice.requisitionerContactEmail} is not an address of the organisation. Set an internal requisitioner`,
      ),
    ];
  }
  const routed = await tx
    .update(invoices)
    .set({ approvals: route.steps, approvalsBoundTo: approvalBindingOf(invoice, route.rule.id) })
    .where(
      and(
        eq(invoices.orgId, orgId),
        eq(invoices.id, invoiceId),
        sql`${invoices.approvals} = '[]'::jsonb`,
      ),
    )
    .returning({ id: invoices.id });
  if (routed.length === 0) return [];
  const steps = route.steps.map((step) => `${step.role} (${approverLabel(step)})`).join(', then ');
  return [
    workflowEvent('route_approvals', 'other', `Routed the approval chain by ${by}: ${steps}`),
    ...route.notes.map((note) =>
      workflowEvent('route_approvals', 'other', `Separation of duties: ${note}`),
    ),
  ];
};

const nameOf = (invoice: InvoiceRow, email: string) =>
  invoice.requisitionerContactEmail?.toLowerCase() === email
    ? invoice.requisitionerContactName?.trim() || email
    : email;

/** The e-mail asking an approver (or any one of several) to approve the invoice. */
export const composeApprovalRequest = (input: {
  invoice: InvoiceRow;
  vendor: VendorRow | undefined;
  step: { role: string; approver: string; any_of?: string[] };
  organizationName: string;
}): SendEmailParameters => {
  const { invoice, step } = input;
  const number = invoice.invoiceNumber ?? '(no number)';
  const amount = formatCents(invoice.amountCents, invoice.currency);
  const vendor = input.vendor?.name?.trim() || 'an unknown vendor';
  const due = invoice.dueDate ? `, due ${invoice.dueDate}` : '';
  const several = !step.approver && (step.any_of?.length ?? 0) > 1;
  const body = [
    several ? 'Hello,' : `Hello ${nameOf(invoice, step.approver)},`,
    '',
    several
      ? `Invoice ${number} from ${vendor} for ${amount}${due} needs the approval of one of you as ${step.role}.`
      : `Invoice ${number} from ${vendor} for ${amount}${due} needs your approval as ${step.role}.`,
    '',
    'Reply to this e-mail with "Approved" to approve it, or "Rejected" and the reason to stop it.',
    'You can also approve it in the app.',
    '',
    'Thank you,',
    `${input.organizationName} Accounts Payable`,
  ].join('\n');
  return {
    to: step.approver ? [step.approver] : [...(step.any_of ?? [])],
    cc: [],
    subject: `Approval needed: invoice ${number} from ${vendor} (${amount})`,
    body,
  };
};

/**
 * The approval request of the chain's next step, in order: the first waiting step, when it
 * names someone (a person, or any one of several) other than the AP mailbox; a step that
 * waits for a role is approved in the app, and the steps after it wait their turn (the review
 * after each decision asks the next). Keyed by the step, the amount and the vendor: a chain
 * routed again after an edit asks again; a retried review does not.
 */
export const approvalRequestDrafts = (
  invoice: InvoiceRow,
  vendor: VendorRow | undefined,
  protections: Protections,
  mailbox: string | undefined,
): Draft[] => {
  const next = invoice.approvals.find((step) => !step.approved);
  if (!next) return [];
  const own = mailbox?.toLowerCase();
  const people = (next.approver.trim() ? [next.approver] : (next.any_of ?? [])).filter(
    (email) => email.trim() && email.toLowerCase() !== own,
  );
  if (people.length === 0) return [];
  const step = next.approver.trim() ? next : { ...next, any_of: people };
  return [
    {
      taskType: 'send_email',
      parameters: composeApprovalRequest({
        invoice,
        vendor,
        step,
        organizationName: protections.org.name,
      }),
      dedupeKey: `approval:${invoice.id}:${step.role}:${people.join('|')}:${invoice.amountCents}:${invoice.vendorId}`,
      protection: protections.emailTeammate(),
      description: `Ask ${people.join(' or ')} to approve the invoice as ${step.role}`,
    },
  ];
};
