import { approvalRouteFor, enforcedIn, formatCents } from '@ap/domain';
import type { SendEmailParameters, WorkflowEvent } from '@ap/domain/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../audit/record-mutation';
import { mandatoryChecksConfigOf } from '../../checks/mandatory-checks-config';
import { invoices } from '../../db/schema';
import { findConnection } from '../../integrations/connections';
import { approvalBindingOf } from '../../invoices/approval-binding';
import type { InvoiceRow } from '../../invoices/invoice-view';
import { readStoredValue } from '../../organization/configurations/configurations-store';
import type { VendorRow } from '../../vendors/vendor-view';
import { workflowEvent } from '../../workflow-runs/record-workflow-run';
import type { Draft } from '../drafting/draft-task';
import type { Protections } from '../drafting/protections';

/** Does the organisation's configuration make approvals block payment at all? */
const approvalsEnforced = async (tx: Executor, orgId: string) => {
  const enforced = enforcedIn(
    mandatoryChecksConfigOf(await readStoredValue(tx, orgId, 'mandatory_checks')),
  );
  return enforced('approval_chain_satisfied') || enforced('requisitioner_approval');
};

/**
 * Routes the approval chain of an invoice that has none yet, as soon as its requisitioner is
 * known (the approval is of the invoice, so it runs alongside what the vendor still owes and
 * the payment waits for neither). Steps: approvalRouteFor in @ap/domain; the high-value
 * step names nobody: the shared AP mailbox is not a person who signs in, so any Admin or Owner
 * other than the requisitioner approves it (and is recorded as its approver). Written only onto
 * an empty chain (`approvals = '[]'` in the UPDATE), so two reviews cannot route it twice.
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
    amountCents: invoice.amountCents,
    requisitionerEmail: invoice.requisitionerContactEmail,
    mailbox,
    adminApprover: null,
  });
  if ('missing' in route) {
    return [
      workflowEvent(
        'route_approvals',
        'warning',
        route.missing === 'requisitioner'
          ? 'No approval chain yet: the requisitioner is unknown. Set the requisitioner on the invoice (or have them forward the invoice to the AP mailbox)'
          : `No approval chain: the requisitioner ${invoice.requisitionerContactEmail} is not an address of the organisation. Set an internal requisitioner`,
      ),
    ];
  }
  const routed = await tx
    .update(invoices)
    .set({ approvals: route.steps, approvalsBoundTo: approvalBindingOf(invoice) })
    .where(
      and(
        eq(invoices.orgId, orgId),
        eq(invoices.id, invoiceId),
        sql`${invoices.approvals} = '[]'::jsonb`,
      ),
    )
    .returning({ id: invoices.id });
  if (routed.length === 0) return [];
  const steps = route.steps
    .map((step) => `${step.role} (${step.approver || 'any Admin or Owner'})`)
    .join(', then ');
  return [workflowEvent('route_approvals', 'other', `Routed the approval chain: ${steps}`)];
};

const nameOf = (invoice: InvoiceRow, email: string) =>
  invoice.requisitionerContactEmail?.toLowerCase() === email
    ? invoice.requisitionerContactName?.trim() || email
    : email;

/** The e-mail asking an approver to approve the invoice (a reply 'Approved' decides it). */
export const composeApprovalRequest = (input: {
  invoice: InvoiceRow;
  vendor: VendorRow | undefined;
  step: { role: string; approver: string };
  organizationName: string;
}): SendEmailParameters => {
  const { invoice, step } = input;
  const number = invoice.invoiceNumber ?? '(no number)';
  const amount = formatCents(invoice.amountCents, invoice.currency);
  const vendor = input.vendor?.name?.trim() || 'an unknown vendor';
  const due = invoice.dueDate ? `, due ${invoice.dueDate}` : '';
  const body = [
    `Hello ${nameOf(invoice, step.approver)},`,
    '',
    `Invoice ${number} from ${vendor} for ${amount}${due} needs your approval as ${step.role}.`,
    '',
    'Reply to this e-mail with "Approved" to approve it, or "Rejected" and the reason to stop it.',
    'You can also approve it in the app.',
    '',
    'Thank you,',
    `${input.organizationName} Accounts Payable`,
  ].join('\n');
  return {
    to: [step.approver],
    cc: [],
    subject: `Approval needed: invoice ${number} from ${vendor} (${amount})`,
    body,
  };
};

/**
 * One approval request per waiting step that names an approver, keyed by the step, the amount
 * and the vendor: a chain routed again after an edit asks again; a retried review does not.
 * The AP mailbox itself is not e-mailed (its people approve in the app).
 */
export const approvalRequestDrafts = (
  invoice: InvoiceRow,
  vendor: VendorRow | undefined,
  protections: Protections,
  mailbox: string | undefined,
): Draft[] =>
  invoice.approvals
    .filter(
      (step) =>
        !step.approved &&
        step.approver.trim() &&
        step.approver.toLowerCase() !== mailbox?.toLowerCase(),
    )
    .map((step) => ({
      taskType: 'send_email',
      parameters: composeApprovalRequest({
        invoice,
        vendor,
        step,
        organizationName: protections.org.name,
      }),
      dedupeKey: `approval:${invoice.id}:${step.role}:${step.approver}:${invoice.amountCents}:${invoice.vendorId}`,
      protection: protections.emailTeammate(),
      description: `Ask ${step.approver} to approve the invoice as ${step.role}`,
    }));
