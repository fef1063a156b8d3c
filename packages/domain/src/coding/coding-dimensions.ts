/**
 * Where a coding dimension goes in QuickBooks: the line's account, class or customer/job, the
 * bill's location (QuickBooks' Department), a "Name: value" note on the line's description
 * (QuickBooks Online's API has no custom fields on bill lines), or nowhere (kept here only).
 */
export const CODING_TARGETS = ['account', 'class', 'location', 'customer', 'memo', 'none'] as const;
export type CodingTarget = (typeof CODING_TARGETS)[number];

/** What the ERP drawer says each target does. */
export const CODING_TARGET_LABELS: Record<CodingTarget, string> = {
  account: 'QuickBooks account',
  class: 'QuickBooks class',
  location: 'QuickBooks location',
  customer: 'QuickBooks customer/job',
  memo: 'Note on the QuickBooks line',
  none: 'Kept here only',
};

/** Targets an added dimension may take (account and customer/job have their own fields). */
export const ADDED_DIMENSION_TARGETS = ['class', 'location', 'memo', 'none'] as const;

export interface CodingDimensionDefinition {
  /** Stable key; the line keeps the dimension's value under it. */
  key: string;
  name: string;
  target: CodingTarget;
  builtIn: boolean;
}

/** The Mapping Rules list of SPEC §2's ERP drawer, in its order. */
export const BUILT_IN_CODING_DIMENSIONS: readonly CodingDimensionDefinition[] = [
  { key: 'account', name: 'GL Account', target: 'account', builtIn: true },
  { key: 'class', name: 'GL Class', target: 'class', builtIn: true },
  { key: 'department', name: 'Department', target: 'location', builtIn: true },
  { key: 'cost_center', name: 'Cost Center', target: 'memo', builtIn: true },
  { key: 'budget_code', name: 'Budget Code', target: 'memo', builtIn: true },
];

/** The key of an added dimension, from its name ("Project Code" → project_code). */
export const codingDimensionKey = (name: string): string =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40);

/** Mapping rule kinds, most specific first (the order the model prefers them in). */
export const CODING_RULE_KINDS = ['description', 'vendor', 'amount', 'default'] as const;
export type CodingRuleKind = (typeof CODING_RULE_KINDS)[number];

export const CODING_RULE_KIND_LABELS: Record<CodingRuleKind, string> = {
  description: 'Description has words',
  vendor: 'Vendor is',
  amount: 'Amount between',
  default: 'Otherwise (default)',
};
