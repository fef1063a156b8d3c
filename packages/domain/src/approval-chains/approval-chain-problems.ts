import { CURRENCY_CODES } from '../contract/input-rules';
import { toCentsOrNull } from '../money/to-cents';
import { isSenderAddress } from '../vendor-subset/classify-entry';
import {
  APPROVAL_CHAIN_ROLES,
  type ApprovalChainStep,
  type ApprovalChains,
  type ApprovalRule,
  DEFAULT_APPROVAL_RULE_ID,
  DEFAULT_APPROVAL_RULE_NAME,
  APPROVAL_CHAIN_LIMITS as LIMITS,
} from './approval-chains';
import { isAmountText } from './approval-chains-normalize';

/** Where a problem is (as a request body path: rules.0.steps.1.email) and what to do. */
export interface ApprovalChainProblem {
  path: (string | number)[];
  message: string;
}

type Path = (string | number)[];
type Report = (path: Path, message: string) => void;

const RULE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const ROLE_LIST = 'Requisitioner, Admin or Owner';

const stepProblems = (
  steps: readonly ApprovalChainStep[],
  label: string,
  at: Path,
  report: Report,
) => {
  if (steps.length === 0) report(at, `${label}: add at least one approval step.`);
  if (steps.length > LIMITS.steps) report(at, `${label}: at most ${LIMITS.steps} steps.`);
  const named = new Set<string>();
  let requisitioners = 0;
  steps.forEach((step, index) => {
    const here = [...at, index];
    if (step.type === 'role') {
      if (!(APPROVAL_CHAIN_ROLES as readonly string[]).includes(step.role))
        report([...here, 'role'], `${label}: unknown role "${step.role}"; use ${ROLE_LIST}.`);
      if (step.role === 'Requisitioner' && ++requisitioners === 2)
        report(here, `${label}: the requisitioner approves one step only.`);
      return;
    }
    if (/^\s*requisitioner\s*$/i.test(step.title ?? ''))
      report(
        [...here, 'title'],
        `${label}: "Requisitioner" is the requisitioner's own step; give this step another title.`,
      );
    if ((step.title?.length ?? 0) > LIMITS.title)
      report([...here, 'title'], `${label}: a step title has at most ${LIMITS.title} characters.`);
    if (step.type === 'person') {
      if (!isSenderAddress(step.email))
        report([...here, 'email'], `${label}: "${step.email}" is not an e-mail address.`);
      else if (named.has(step.email))
        report(
          [...here, 'email'],
          `${label}: ${step.email} is named in two steps; one person approves one step.`,
        );
      named.add(step.email);
      return;
    }
    if (step.emails.length < 2)
      report([...here, 'emails'], `${label}: "any one of" needs at least two people.`);
    if (step.emails.length > LIMITS.people)
      report([...here, 'emails'], `${label}: "any one of" names at most ${LIMITS.people} people.`);
    for (const email of step.emails)
      if (!isSenderAddress(email))
        report([...here, 'emails'], `${label}: "${email}" is not an e-mail address.`);
  });
};

const amountProblems = (rule: ApprovalRule, label: string, at: Path, report: Report) => {
  const range = rule.conditions.amount;
  if (!range) return;
  if (range.currency !== null && !CURRENCY_CODES.has(range.currency))
    report(
      [...at, 'currency'],
      `${label}: "${range.currency}" is not a currency code (use one such as USD or EUR).`,
    );
  const bad = (text: string | null) => text !== null && !isAmountText(text);
  for (const key of ['over', 'up_to'] as const)
    if (bad(range[key]))
      report(
        [...at, key],
        `${label}: enter the amount as a number with at most 2 decimals, e.g. 5000 or 5000.00.`,
      );
  if (range.over === null || range.up_to === null || bad(range.over) || bad(range.up_to)) return;
  if ((toCentsOrNull(range.over) ?? 0) >= (toCentsOrNull(range.up_to) ?? 0))
    report(
      at,
      `${label}: the amount range is empty: "over" (${range.over}) must be less than "up to" (${range.up_to}).`,
    );
};

const listProblems = (
  values: readonly string[],
  what: string,
  label: string,
  at: Path,
  report: Report,
) => {
  if (values.length > LIMITS.conditionValues)
    report(at, `${label}: at most ${LIMITS.conditionValues} ${what}.`);
  if (values.some((value) => value.length > LIMITS.value))
    report(at, `${label}: ${what} have at most ${LIMITS.value} characters.`);
};

const ruleLabel = (rule: ApprovalRule, index: number) =>
  rule.name.trim() ? `Rule "${rule.name.trim()}"` : `Rule ${index + 1}`;

/**
 * Everything wrong with a set of chains, for people: each problem names the rule and says
 * what to change. Empty = valid. Vendors are checked against the organisation elsewhere (the
 * server knows them). Run it on normalised chains (normalizeApprovalChains).
 */
export const approvalChainProblems = (chains: ApprovalChains): ApprovalChainProblem[] => {
  const problems: ApprovalChainProblem[] = [];
  const report: Report = (path, message) => problems.push({ path, message });
  if (chains.rules.length > LIMITS.rules) report(['rules'], `At most ${LIMITS.rules} rules.`);
  const ids = new Set<string>();
  chains.rules.forEach((rule, index) => {
    const at: Path = ['rules', index];
    const label = ruleLabel(rule, index);
    if (!RULE_ID.test(rule.id))
      report([...at, 'id'], `${label}: an id is 1 to 64 letters, digits, '_' or '-'.`);
    else if (rule.id === DEFAULT_APPROVAL_RULE_ID)
      report([...at, 'id'], `${label}: the id "${DEFAULT_APPROVAL_RULE_ID}" is the last rule's.`);
    else if (ids.has(rule.id)) report([...at, 'id'], `Two rules have the id "${rule.id}".`);
    ids.add(rule.id);
    if (!rule.name.trim()) report([...at, 'name'], `${label}: give the rule a name.`);
    if (rule.name.length > LIMITS.name)
      report([...at, 'name'], `${label}: a name has at most ${LIMITS.name} characters.`);
    const { amount, vendor_ids, gl_accounts, gl_classes } = rule.conditions;
    if (!amount && !vendor_ids.length && !gl_accounts.length && !gl_classes.length)
      report(
        [...at, 'conditions'],
        `${label}: add a condition (amount, vendor, GL account or class); invoices no rule matches take "${DEFAULT_APPROVAL_RULE_NAME}".`,
      );
    amountProblems(rule, label, [...at, 'conditions', 'amount'], report);
    listProblems(vendor_ids, 'vendors', label, [...at, 'conditions', 'vendor_ids'], report);
    listProblems(gl_accounts, 'GL accounts', label, [...at, 'conditions', 'gl_accounts'], report);
    listProblems(gl_classes, 'classes', label, [...at, 'conditions', 'gl_classes'], report);
    stepProblems(rule.steps, label, [...at, 'steps'], report);
  });
  stepProblems(chains.default_steps, DEFAULT_APPROVAL_RULE_NAME, ['default_steps'], report);
  return problems;
};

/** The messages of the problems at `prefix` or below it (e.g. ['rules', 2] for the third rule). */
export const problemMessagesAt = (
  problems: readonly ApprovalChainProblem[],
  prefix: readonly (string | number)[],
): string[] =>
  problems
    .filter((problem) => prefix.every((part, index) => problem.path[index] === part))
    .map((problem) => problem.message);
