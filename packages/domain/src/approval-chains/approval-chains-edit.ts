import {
  type ApprovalChainStep,
  type ApprovalChainStepType,
  type ApprovalChains,
  type ApprovalRule,
  NO_CONDITIONS,
  RECOMMENDED_APPROVAL_CHAINS,
} from './approval-chains';
import { sameApprovalChains } from './approval-chains-normalize';

/** The list with the item at `index` moved by `by` places (kept within the list). */
export const moveItem = <T>(list: readonly T[], index: number, by: number): T[] => {
  const to = Math.min(Math.max(index + by, 0), list.length - 1);
  const next = [...list];
  if (index < 0 || index >= list.length || to === index) return next;
  const [item] = next.splice(index, 1);
  next.splice(to, 0, item as T);
  return next;
};

export const replaceItem = <T>(list: readonly T[], index: number, item: T): T[] =>
  list.map((current, at) => (at === index ? item : current));

export const removeItem = <T>(list: readonly T[], index: number): T[] =>
  list.filter((_, at) => at !== index);

/** A new rule for the drawer: a free id (`rule_<n>`), no conditions yet, the requisitioner. */
export const newApprovalRule = (chains: ApprovalChains): ApprovalRule => {
  const taken = new Set(chains.rules.map((rule) => rule.id));
  let n = chains.rules.length + 1;
  while (taken.has(`rule_${n}`)) n += 1;
  return {
    id: `rule_${n}`,
    name: 'New rule',
    conditions: NO_CONDITIONS,
    steps: [{ type: 'role', role: 'Requisitioner' }],
  };
};

/** A step of another kind, keeping what carries over (title, people). */
export const changeStepType = (
  step: ApprovalChainStep,
  type: ApprovalChainStepType,
): ApprovalChainStep => {
  if (step.type === type) return step;
  const title = step.type === 'role' ? undefined : step.title;
  const people = step.type === 'person' ? [step.email] : step.type === 'any_of' ? step.emails : [];
  if (type === 'role') return { type: 'role', role: 'Admin' };
  if (type === 'person') return { type: 'person', email: people[0] ?? '', title };
  return { type: 'any_of', emails: people, title };
};

/** Whether the chains route differently from the recommended ones (offer 'Reset to recommended'). */
export const approvalChainsDifferFromRecommended = (chains: ApprovalChains): boolean =>
  !sameApprovalChains(chains, RECOMMENDED_APPROVAL_CHAINS);
