import type { ComputedCheckName } from '../checks/check-names';
import { type EnforcedTest, failureBlocks } from './check-gates';

/**
 * One thing a rule found wrong. `gates` are the mandatory-checks configuration ids behind it
 * (see CHECK_GATES): it blocks payment when any of them is enforced, or when it names none.
 */
export interface CheckProblem {
  reason: string;
  gates: readonly string[];
}

/** What one rule found: its problems, and what to say when there are none. */
export interface RuleOutcome {
  name: ComputedCheckName;
  problems: readonly CheckProblem[];
  passReason: string;
}

/** A computed check: the stored check's fields plus why, and whether it blocks payment. */
export interface ComputedCheck {
  name: ComputedCheckName;
  status: 'success' | 'failed';
  /** What a person can act on, e.g. 'Tax ID missing'. */
  reason: string;
  /** Failed, and the configuration enforces at least one of its problems. */
  blocking: boolean;
}

export const NOT_ENFORCED_SUFFIX = ' (not enforced)';

/**
 * Turns a rule's outcome into a check. Problems the configuration does not enforce stay in
 * the reason, marked '(not enforced)', but do not make the check block payment.
 */
export const toComputedCheck = (outcome: RuleOutcome, enforced: EnforcedTest): ComputedCheck => {
  if (outcome.problems.length === 0) {
    return { name: outcome.name, status: 'success', reason: outcome.passReason, blocking: false };
  }
  const parts = outcome.problems.map((problem) => ({
    blocks: failureBlocks(problem.gates, enforced),
    reason: problem.reason,
  }));
  return {
    name: outcome.name,
    status: 'failed',
    reason: parts.map((p) => (p.blocks ? p.reason : p.reason + NOT_ENFORCED_SUFFIX)).join('; '),
    blocking: parts.some((p) => p.blocks),
  };
};
