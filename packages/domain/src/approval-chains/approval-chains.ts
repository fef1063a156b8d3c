import { HIGH_VALUE_PAYMENT_THRESHOLD_CENTS } from '../constants';

/**
 * Approval chains (the Configure Approval Chains drawer): ordered rules with conditions, each
 * naming the steps that approve a matching invoice. The first rule that matches applies; an
 * invoice no rule matches takes the default steps. Saved per organisation; none saved = the
 * recommended chains, which equal the built-in routing the product always had.
 */

/**
 * Who a role step asks: 'Requisitioner' is the invoice's requisitioner; 'Admin' is any Admin
 * or Owner of the organisation; 'Owner' any Owner (never the requisitioner).
 */
export const APPROVAL_CHAIN_ROLES = ['Requisitioner', 'Admin', 'Owner'] as const;
export type ApprovalChainRole = (typeof APPROVAL_CHAIN_ROLES)[number];

/** One step of a rule, in the order the steps are asked. */
export type ApprovalChainStep =
  | { type: 'role'; role: ApprovalChainRole }
  /** A named person, by e-mail; `title` is the step's name on the invoice (default 'Approver'). */
  | { type: 'person'; email: string; title?: string }
  /** Any one of several people approves the step. */
  | { type: 'any_of'; emails: string[]; title?: string };

export type ApprovalChainStepType = ApprovalChainStep['type'];

/**
 * An amount range in the invoice's own currency, as exact decimal text: `over` is exclusive
 * ("over 5,000"), `up_to` inclusive ("up to 5,000"), either may be open (null). `currency`
 * null = whatever the invoice's currency is; a code = only invoices in that currency match.
 */
export interface ApprovalAmountRange {
  currency: string | null;
  over: string | null;
  up_to: string | null;
}

/**
 * What a rule matches; every condition given must hold (an empty list is no condition).
 * Vendors by id; GL accounts and classes by the line items' coding (quickbooks_account,
 * quickbooks_class): a rule matches when any line item carries one of them.
 */
export interface ApprovalRuleConditions {
  amount: ApprovalAmountRange | null;
  vendor_ids: string[];
  gl_accounts: string[];
  gl_classes: string[];
}

export interface ApprovalRule {
  /** Stable across edits: an invoice's chain remembers the rule it was routed by. */
  id: string;
  name: string;
  conditions: ApprovalRuleConditions;
  steps: ApprovalChainStep[];
}

export interface ApprovalChains {
  /** Tried in order; the first that matches applies. */
  rules: ApprovalRule[];
  /** The steps of an invoice no rule matches ('Every other invoice'). */
  default_steps: ApprovalChainStep[];
}

/** The id an invoice's chain records when no rule matched and the default steps applied. */
export const DEFAULT_APPROVAL_RULE_ID = 'default';
/** How the default rule reads. */
export const DEFAULT_APPROVAL_RULE_NAME = 'Every other invoice';
/** A person or any-one-of step without a title is called this on the invoice. */
export const DEFAULT_STEP_TITLE = 'Approver';

export const APPROVAL_CHAIN_LIMITS = {
  rules: 50,
  steps: 10,
  people: 20,
  conditionValues: 100,
  name: 80,
  title: 60,
  value: 200,
} as const;

export const NO_CONDITIONS: ApprovalRuleConditions = {
  amount: null,
  vendor_ids: [],
  gl_accounts: [],
  gl_classes: [],
};

const thresholdText = `${Math.floor(HIGH_VALUE_PAYMENT_THRESHOLD_CENTS / 100)}.${String(
  HIGH_VALUE_PAYMENT_THRESHOLD_CENTS % 100,
).padStart(2, '0')}`;

/**
 * The built-in routing as rules: over the high-value threshold ($10,000, in whatever currency
 * the invoice is in) the requisitioner and then any Admin or Owner; every other invoice its
 * requisitioner alone.
 */
export const RECOMMENDED_APPROVAL_CHAINS: ApprovalChains = {
  rules: [
    {
      id: 'high_value',
      name: 'High-value invoices',
      conditions: {
        ...NO_CONDITIONS,
        amount: { currency: null, over: thresholdText, up_to: null },
      },
      steps: [
        { type: 'role', role: 'Requisitioner' },
        { type: 'role', role: 'Admin' },
      ],
    },
  ],
  default_steps: [{ type: 'role', role: 'Requisitioner' }],
};
