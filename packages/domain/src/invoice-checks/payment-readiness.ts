import type { CheckInput } from '../checks/check-input';
import { getCheckDisplayName } from '../checks/check-names';
import type { RuleOutcome } from './check-result';

/** A check as the blocking rule reads it; `blocking` is missing on checks stored before it. */
export interface BlockingInput extends CheckInput {
  blocking?: boolean | null;
}

/**
 * The checks that block payment: failed, not overridden, and blocking under the
 * configuration (a stored check without the flag counts as blocking).
 */
export const checksBlockingPayment = <C extends BlockingInput>(checks: readonly C[]): C[] =>
  checks.filter(
    (check) => check.status === 'failed' && !check.overridden && check.blocking !== false,
  );

/** payment_readiness: no other check blocks payment. Always required. */
export const paymentReadiness = (checks: readonly BlockingInput[]): RuleOutcome => {
  const blockers = checksBlockingPayment(
    checks.filter((check) => check.name !== 'payment_readiness'),
  );
  const names = blockers.map((check) => getCheckDisplayName(check.name));
  return {
    name: 'payment_readiness',
    problems: names.length ? [{ reason: `Blocked by: ${names.join(', ')}`, gates: [] }] : [],
    passReason: 'No check blocks payment',
  };
};
