import { chainStepTitle } from '../approval-chains/approval-chain-text';
import {
  type ApprovalChainStep,
  type ApprovalChains,
  RECOMMENDED_APPROVAL_CHAINS,
} from '../approval-chains/approval-chains';
import {
  type ApprovalRoutingSubject,
  approvalRuleFor,
} from '../approval-chains/approval-rule-match';

/**
 * One step of an invoice's approval chain (the contract's `Approval`). A waiting step names
 * its approver, or names nobody and lists `any_of` (any one of them approves), or names nobody
 * and is a role step: `min_role` (default 'Owner' for a step called Owner, else 'Admin') says
 * who may take it. Once approved, `approver` is whoever approved it.
 */
export interface ApprovalStep {
  role: string;
  approver: string;
  approved: boolean;
  any_of?: string[];
  min_role?: 'Admin' | 'Owner';
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

export type ApprovalRoute = {
  /** The rule that applied (`default` when none matched). */
  rule: { id: string; name: string };
  /** Why a step names someone else than the rule says (separation of duties). */
  notes: string[];
} & (
  | { steps: ApprovalStep[] }
  | { steps: []; missing: 'requisitioner' | 'internal_requisitioner' }
);

/** The role a step that names nobody and lists nobody needs. */
export const requiredRoleOf = (step: ApprovalStep): 'Admin' | 'Owner' =>
  step.min_role ?? (step.role === 'Owner' ? 'Owner' : 'Admin');

/**
 * Turns a rule's step into the invoice's step. No one approves their own request: a person
 * step naming the requisitioner goes to any Admin or Owner other than them, and the
 * requisitioner is dropped from an any-one-of list (one left: that person; none: any Admin or
 * Owner).
 */
const toInvoiceStep = (
  step: ApprovalChainStep,
  requisitioner: string,
  notes: string[],
): ApprovalStep => {
  const role = chainStepTitle(step);
  const waiting = { role, approver: '', approved: false };
  if (step.type === 'role')
    return step.role === 'Requisitioner' ? { ...waiting, approver: requisitioner } : waiting;
  const escalated = () => {
    notes.push(
      `${requisitioner} is the requisitioner, so the ${role} step goes to any Admin or Owner other than them`,
    );
    return { ...waiting, min_role: 'Admin' as const };
  };
  if (step.type === 'person')
    return step.email === requisitioner ? escalated() : { ...waiting, approver: step.email };
  const others = step.emails.filter((email) => email !== requisitioner);
  if (others.length === 0) return escalated();
  if (others.length < step.emails.length)
    notes.push(`${requisitioner} is the requisitioner, so the ${role} step leaves them out`);
  return others.length === 1
    ? { ...waiting, approver: others[0] ?? '' }
    : { ...waiting, any_of: others };
};

/**
 * Which approval steps an invoice needs (SPEC §2 'Requisitioner Approval', 'Approval Chain
 * Satisfied'): the steps of the organisation's first approval rule that matches it (none
 * saved: the recommended chains, i.e. its requisitioner, and over $10,000 also any Admin or
 * Owner). A Requisitioner step needs the requisitioner known, with an address of the
 * organisation (the connected mailbox's domain; with no mailbox connected no document came in
 * by mail, so the requisitioner was typed by a person): an address printed on a vendor's
 * document could be the vendor's own, and a vendor must never approve its own invoice.
 */
export const approvalRouteFor = (
  input: ApprovalRoutingSubject & {
    requisitionerEmail: string | null | undefined;
    mailbox: string | null | undefined;
    chains?: ApprovalChains | null;
  },
): ApprovalRoute => {
  const applied = approvalRuleFor(input.chains ?? RECOMMENDED_APPROVAL_CHAINS, input);
  const rule = { id: applied.id, name: applied.name };
  const requisitioner = addressOf(input.requisitionerEmail);
  const asksRequisitioner = applied.steps.some(
    (step) => step.type === 'role' && step.role === 'Requisitioner',
  );
  if (asksRequisitioner && !requisitioner)
    return { rule, notes: [], steps: [], missing: 'requisitioner' };
  if (asksRequisitioner && input.mailbox && !isInternalAddress(requisitioner, input.mailbox))
    return { rule, notes: [], steps: [], missing: 'internal_requisitioner' };
  const notes: string[] = [];
  const steps = applied.steps.map((step) => toInvoiceStep(step, requisitioner, notes));
  return { rule, notes, steps };
};

/** Who a waiting step waits for, as people read it. */
export const approverLabel = (step: ApprovalStep): string => {
  if (step.approver.trim()) return step.approver.trim();
  if (step.any_of?.length) return `Any one of ${step.any_of.join(', ')}`;
  return requiredRoleOf(step) === 'Owner' ? 'Any Owner' : 'Any Admin or Owner';
};

/**
 * The waiting step a person may decide now, as a list of at most one position (one person,
 * one step: a chain of two steps needs two people). Nobody approves their own request: the
 * requisitioner (the invoice's, else the Requisitioner step's) decides only the Requisitioner
 * step. Someone who approved a step of the chain decides no other. Otherwise, in this order:
 * a step naming them, an any-one-of step listing them, a role step their role may take (an
 * Admin step: any Admin or Owner; an Owner step: an Owner).
 */
export const stepsDecidableBy = (
  steps: readonly ApprovalStep[],
  person: { email: string; isAdmin: boolean; isOwner?: boolean },
  requisitionerEmail?: string | null,
): number[] => {
  const email = addressOf(person.email);
  if (!email) return [];
  const requester = addressOf(
    requisitionerEmail ?? steps.find((step) => step.role === REQUISITIONER_ROLE)?.approver,
  );
  if (steps.some((step) => step.approved && addressOf(step.approver) === email)) return [];
  const waiting = steps.flatMap((step, index) => (step.approved ? [] : [{ step, index }]));
  const named = waiting.filter(({ step }) => addressOf(step.approver) === email);
  if (email === requester) {
    const own = named.find(({ step }) => step.role === REQUISITIONER_ROLE);
    return own ? [own.index] : [];
  }
  const listed = waiting.filter(
    ({ step }) => !step.approver.trim() && step.any_of?.some((e) => addressOf(e) === email),
  );
  const byRole = waiting.filter(({ step }) => {
    if (step.approver.trim() || step.any_of?.length) return false;
    return requiredRoleOf(step) === 'Owner' ? person.isOwner === true : person.isAdmin;
  });
  const first = named[0] ?? listed[0] ?? byRole[0];
  return first ? [first.index] : [];
};
