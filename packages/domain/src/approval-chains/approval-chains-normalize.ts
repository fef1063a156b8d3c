import { toCentsOrNull } from '../money/to-cents';
import type {
  ApprovalAmountRange,
  ApprovalChainStep,
  ApprovalChains,
  ApprovalRule,
} from './approval-chains';

const AMOUNT_TEXT = /^\d{1,13}(\.\d{1,2})?$/;

/** Plain decimal text with at most two decimals ('5000', '5000.5', '5000.50'). */
export const isAmountText = (text: string): boolean => AMOUNT_TEXT.test(text);

/** '5000' → '5000.00'; anything that is not amount text stays as typed (validation says so). */
const canonicalAmount = (text: string | null): string | null => {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return null;
  if (!isAmountText(trimmed)) return trimmed;
  const cents = toCentsOrNull(trimmed) ?? 0;
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
};

const uniqueBy = (values: readonly string[], key: (value: string) => string) => {
  const seen = new Set<string>();
  return values.filter((value) => {
    const k = key(value);
    if (value === '' || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};

const trimmed = (values: readonly string[]) => values.map((value) => value.trim());
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

const normalizeAmount = (range: ApprovalAmountRange | null): ApprovalAmountRange | null => {
  if (!range) return null;
  const currency = range.currency?.trim().toUpperCase() || null;
  const over = canonicalAmount(range.over);
  const upTo = canonicalAmount(range.up_to);
  if (!currency && over === null && upTo === null) return null;
  return { currency, over, up_to: upTo };
};

const normalizeStep = (step: ApprovalChainStep): ApprovalChainStep => {
  if (step.type === 'role') return { type: 'role', role: step.role };
  const title = step.title?.trim() ?? '';
  const titled = title ? { title } : {};
  if (step.type === 'person')
    return { type: 'person', email: normalizeEmail(step.email), ...titled };
  return {
    type: 'any_of',
    emails: uniqueBy(step.emails.map(normalizeEmail), (email) => email),
    ...titled,
  };
};

const normalizeRule = (rule: ApprovalRule): ApprovalRule => ({
  id: rule.id.trim(),
  name: rule.name.trim(),
  conditions: {
    amount: normalizeAmount(rule.conditions.amount),
    vendor_ids: uniqueBy(trimmed(rule.conditions.vendor_ids), (id) => id),
    gl_accounts: uniqueBy(trimmed(rule.conditions.gl_accounts), (v) => v.toLowerCase()),
    gl_classes: uniqueBy(trimmed(rule.conditions.gl_classes), (v) => v.toLowerCase()),
  },
  steps: rule.steps.map(normalizeStep),
});

/**
 * The form the server keeps and compares: text trimmed, e-mails lower-cased, amounts as
 * '5000.00', currency codes in capitals, repeated and blank list entries dropped, keys in one
 * order (so two equal chains serialise the same).
 */
export const normalizeApprovalChains = (chains: ApprovalChains): ApprovalChains => ({
  rules: chains.rules.map(normalizeRule),
  default_steps: chains.default_steps.map(normalizeStep),
});

/** Whether two chains route every invoice the same way (after normalising). */
export const sameApprovalChains = (a: ApprovalChains, b: ApprovalChains): boolean =>
  JSON.stringify(normalizeApprovalChains(a)) === JSON.stringify(normalizeApprovalChains(b));
