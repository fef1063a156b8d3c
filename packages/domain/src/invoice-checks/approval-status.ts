import { areApprovalsComplete } from '../invoices/approvals';
import type { CheckProblem, RuleOutcome } from './check-result';
import type { InvoiceSubject } from './check-subject';

const isRequisitionerStep = (role: string) => /requisitioner/i.test(role);

/**
 * invoice_approval_status: approvals are complete (SPEC §4: at least one step and every step
 * approved). A waiting requisitioner step is also gated by 'Requisitioner Approval', so that
 * item can block on its own while 'Approval Chain Satisfied' is off.
 */
export const approvalStatus = (invoice: InvoiceSubject): RuleOutcome => {
  const name = 'invoice_approval_status';
  const steps = invoice.approvals;
  if (areApprovalsComplete(steps)) {
    return { name, problems: [], passReason: `All ${steps.length} approvals given` };
  }
  const problems: CheckProblem[] =
    steps.length === 0
      ? [{ reason: 'No approvals yet', gates: ['approval_chain_satisfied'] }]
      : steps
          .filter((step) => step.approved !== true)
          .map((step) => {
            const who = step.approver?.trim()
              ? ` (${step.approver.trim()})`
              : step.any_of?.length
                ? ` (any one of ${step.any_of.join(', ')})`
                : '';
            return {
              reason: `Waiting for ${step.role}${who} approval`,
              gates: isRequisitionerStep(step.role)
                ? ['approval_chain_satisfied', 'requisitioner_approval']
                : ['approval_chain_satisfied'],
            };
          });
  return { name, problems, passReason: '' };
};
