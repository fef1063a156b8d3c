import { LOCALE } from '../constants';
import { formatCents } from '../money/format-currency';
import { toCentsOrNull } from '../money/to-cents';
import {
  type ApprovalAmountRange,
  type ApprovalChainRole,
  type ApprovalChainStep,
  type ApprovalRuleConditions,
  DEFAULT_STEP_TITLE,
} from './approval-chains';

/** Who a role step asks, as the drawer and the invoice's waterfall say it. */
export const APPROVAL_ROLE_LABELS: Record<ApprovalChainRole, string> = {
  Requisitioner: 'Requisitioner',
  Admin: 'Any Admin or Owner',
  Owner: 'Any Owner',
};

/** The step's name on the invoice (an approval's `role`). */
export const chainStepTitle = (step: ApprovalChainStep): string =>
  step.type === 'role' ? step.role : step.title?.trim() || DEFAULT_STEP_TITLE;

/** One line for a step: 'Requisitioner', 'Any Admin or Owner', 'Controller: kim@acme.test'. */
export const describeChainStep = (step: ApprovalChainStep): string => {
  if (step.type === 'role') return APPROVAL_ROLE_LABELS[step.role];
  if (step.type === 'person') return `${chainStepTitle(step)}: ${step.email}`;
  return `${chainStepTitle(step)}: any one of ${step.emails.join(', ')}`;
};

const plainAmount = (text: string) =>
  ((toCentsOrNull(text) ?? 0) / 100).toLocaleString(LOCALE, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

/** '$5,000.00' in the range's currency, or '5,000.00' when it takes the invoice's currency. */
const amountText = (text: string, currency: string | null) =>
  currency ? formatCents(toCentsOrNull(text) ?? 0, currency) : plainAmount(text);

/** 'Over $5,000.00', 'Up to 1,000.00 in any currency', 'Over $5,000.00 up to $10,000.00'. */
export const describeAmountRange = (range: ApprovalAmountRange): string => {
  const parts = [
    range.over ? `Over ${amountText(range.over, range.currency)}` : '',
    range.up_to
      ? `${range.over ? 'up to' : 'Up to'} ${amountText(range.up_to, range.currency)}`
      : '',
  ].filter(Boolean);
  if (parts.length === 0) return range.currency ? `Any amount in ${range.currency}` : 'Any amount';
  return `${parts.join(' ')}${range.currency ? '' : ' in any currency'}`;
};

/** One short line per condition given; none = []. */
export const describeConditions = (
  conditions: ApprovalRuleConditions,
  vendorName: (id: string) => string,
): string[] =>
  [
    conditions.amount ? describeAmountRange(conditions.amount) : '',
    conditions.vendor_ids.length
      ? `Vendor: ${conditions.vendor_ids.map(vendorName).join(' or ')}`
      : '',
    conditions.gl_accounts.length ? `GL account: ${conditions.gl_accounts.join(' or ')}` : '',
    conditions.gl_classes.length ? `Class: ${conditions.gl_classes.join(' or ')}` : '',
  ].filter(Boolean);
