import { DEFAULT_CURRENCY } from '../constants';
import { toCentsOrNull } from '../money/to-cents';
import {
  type ApprovalAmountRange,
  type ApprovalChainStep,
  type ApprovalChains,
  type ApprovalRule,
  DEFAULT_APPROVAL_RULE_ID,
  DEFAULT_APPROVAL_RULE_NAME,
} from './approval-chains';

/** What rules look at on an invoice: amount and currency, vendor, the line items' coding. */
export interface ApprovalRoutingSubject {
  amountCents: number;
  currency?: string | null;
  vendorId?: string | null;
  /** The line items' quickbooks_account values (blanks ignored). */
  glAccounts?: readonly (string | null | undefined)[];
  /** The line items' quickbooks_class values (blanks ignored). */
  glClasses?: readonly (string | null | undefined)[];
}

/** The rule that applies to an invoice: a rule of the chains, or the default steps. */
export interface AppliedApprovalRule {
  id: string;
  name: string;
  steps: ApprovalChainStep[];
}

const key = (text: string | null | undefined) =>
  (text ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

const amountMatches = (range: ApprovalAmountRange, subject: ApprovalRoutingSubject) => {
  const currency = (subject.currency ?? '').trim().toUpperCase() || DEFAULT_CURRENCY;
  if (range.currency !== null && range.currency !== currency) return false;
  const over = range.over === null ? null : toCentsOrNull(range.over);
  const upTo = range.up_to === null ? null : toCentsOrNull(range.up_to);
  if (over !== null && !(subject.amountCents > over)) return false;
  if (upTo !== null && !(subject.amountCents <= upTo)) return false;
  return true;
};

/** Some line item carries one of the wanted codes (names compared without case or extra spaces). */
const codedWithAny = (wanted: readonly string[], coded: ApprovalRoutingSubject['glAccounts']) => {
  if (wanted.length === 0) return true;
  const have = new Set((coded ?? []).map(key).filter(Boolean));
  return wanted.some((code) => have.has(key(code)));
};

/** Every condition the rule gives holds for the invoice. */
export const approvalRuleMatches = (
  rule: ApprovalRule,
  subject: ApprovalRoutingSubject,
): boolean => {
  const { amount, vendor_ids, gl_accounts, gl_classes } = rule.conditions;
  if (amount && !amountMatches(amount, subject)) return false;
  if (vendor_ids.length > 0 && !vendor_ids.includes(subject.vendorId ?? '')) return false;
  return (
    codedWithAny(gl_accounts, subject.glAccounts) && codedWithAny(gl_classes, subject.glClasses)
  );
};

/** The first rule that matches the invoice, else the default steps ('Every other invoice'). */
export const approvalRuleFor = (
  chains: ApprovalChains,
  subject: ApprovalRoutingSubject,
): AppliedApprovalRule => {
  const rule = chains.rules.find((candidate) => approvalRuleMatches(candidate, subject));
  return rule
    ? { id: rule.id, name: rule.name, steps: rule.steps }
    : {
        id: DEFAULT_APPROVAL_RULE_ID,
        name: DEFAULT_APPROVAL_RULE_NAME,
        steps: chains.default_steps,
      };
};
