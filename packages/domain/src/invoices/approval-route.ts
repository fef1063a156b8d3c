import { HIGH_VALUE_PAYMENT_THRESHOLD_CENTS } from '../constants';

/** One step of an invoice's approval chain (the contract's `Approval`). */
export interface ApprovalStep {
  role: string;
  approver: string;
  approved: boolean;
}

/** The role of the step the invoice's requisitioner approves. */
export const REQUISITIONER_ROLE = 'Requisitioner';
/** The role of the extra step of a high-value invoice, approved by an org Admin or Owner. */
export const ADMIN_APPROVER_ROLE = 'Admin';

const addressOf = (email: string | null | undefined) => email?.trim().toLowerCase() ?? '';
const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);

/**
 * An address of the organisation: the domain of its mailbox, or a subdomain of it
 * (`billing.acme.com` is within `acme.com`).
 */
export const isInternalAddress = (
  email: string | null | undefined,
  mailbox: string | null | undefined,
): boolean => {
  const address = addressOf(email);
  const own = addressOf(mailbox);
  if (!/^[^\s@]+@[^\s@]+$/.test(address) || !own.includes('@')) return false;
  const domain = domainOf(address);
  const parent = domainOf(own);
  return domain === parent || domain.endsWith(`.${parent}`);
};

export type ApprovalRoute =
  | { steps: ApprovalStep[] }
  | { steps: []; missing: 'requisitioner' | 'internal_requisitioner' };

/**
 * Which approval steps an invoice needs (SPEC §2 'Requisitioner Approval', 'Approval Chain
 * Satisfied'): its requisitioner, always; and over the high-value threshold ($10,000, the
 * amount that always needs a payment approval too) an org Admin or Owner. The requisitioner
 * must have an address of the organisation (the connected mailbox's domain; with no mailbox
 * connected no document came in by mail, so the requisitioner was typed by a person): an
 * address printed on a vendor's document could be the vendor's own, and a vendor must never
 * approve its own invoice. The Admin step names
 * `adminApprover` unless that is the requisitioner (a second pair of eyes); with no other
 * Admin known it names nobody, and any Admin or Owner other than the requisitioner approves it.
 */
export const approvalRouteFor = (input: {
  amountCents: number;
  requisitionerEmail: string | null | undefined;
  mailbox: string | null | undefined;
  adminApprover?: string | null;
}): ApprovalRoute => {
  const requisitioner = addressOf(input.requisitionerEmail);
  if (!requisitioner) return { steps: [], missing: 'requisitioner' };
  if (input.mailbox && !isInternalAddress(requisitioner, input.mailbox))
    return { steps: [], missing: 'internal_requisitioner' };
  const steps: ApprovalStep[] = [
    { role: REQUISITIONER_ROLE, approver: requisitioner, approved: false },
  ];
  if (input.amountCents > HIGH_VALUE_PAYMENT_THRESHOLD_CENTS) {
    const admin = addressOf(input.adminApprover);
    steps.push({
      role: ADMIN_APPROVER_ROLE,
      approver: admin && admin !== requisitioner ? admin : '',
      approved: false,
    });
  }
  return { steps };
};

/**
 * The positions of the waiting steps a person may decide: those naming their address; and,
 * for an Admin or Owner, an Admin step that names nobody, unless they are the invoice's
 * requisitioner (who approves as requisitioner only).
 */
export const stepsDecidableBy = (
  steps: readonly ApprovalStep[],
  person: { email: string; isAdmin: boolean },
): number[] => {
  const email = addressOf(person.email);
  const requisitioner = steps.find((step) => step.role === REQUISITIONER_ROLE)?.approver;
  return steps.flatMap((step, index) => {
    if (step.approved) return [];
    const approver = addressOf(step.approver);
    if (approver) return approver === email ? [index] : [];
    const mayStandIn =
      step.role === ADMIN_APPROVER_ROLE && person.isAdmin && addressOf(requisitioner) !== email;
    return mayStandIn ? [index] : [];
  });
};
