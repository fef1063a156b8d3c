import type { EnforcedTest } from './check-gates';
import type { RuleOutcome } from './check-result';
import type { LineItemSubject } from './check-subject';

/** Each Accounting item of the drawer, how a line carries it, and its label. */
export const LINE_CODING_RULES: readonly (readonly [
  gate: string,
  read: (line: LineItemSubject) => string | null | undefined,
  label: string,
])[] = [
  ['gl_account_assigned', (line) => line.quickbooks_account, 'GL account'],
  ['gl_class_assigned', (line) => line.quickbooks_class, 'GL class'],
  ['department', (line) => line.quickbooks_department, 'Department'],
  ['cost_center', (line) => line.coding_dimensions?.cost_center, 'Cost center'],
  ['budget_code', (line) => line.coding_dimensions?.budget_code, 'Budget code'],
];

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * line_items_coded (while any Accounting item is enforced): every line carries the coding
 * each enforced item asks for; one problem per item, naming the uncoded lines.
 */
export const lineItemsCoded = (
  items: readonly LineItemSubject[],
  enforced: EnforcedTest,
): RuleOutcome => {
  const rules = LINE_CODING_RULES.filter(([gate]) => enforced(gate));
  const problems = rules.flatMap(([gate, read, label]) => {
    if (items.length === 0) return [{ reason: `${label} missing: no line items`, gates: [gate] }];
    const missing = items.flatMap((item, index) => (blank(read(item)) ? [index + 1] : []));
    if (missing.length === 0) return [];
    const which = missing.length === items.length ? 'every line' : `line ${missing.join(', ')}`;
    return [{ reason: `${label} missing on ${which}`, gates: [gate] }];
  });
  const labels = rules.map(([, , label]) => label.toLowerCase());
  return {
    name: 'line_items_coded',
    problems,
    passReason: `Every line has its ${labels.join(', ')}`,
  };
};
