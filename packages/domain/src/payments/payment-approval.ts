import { HIGH_VALUE_PAYMENT_THRESHOLD_CENTS } from '../constants';
import { type AmountInput, toCents } from '../money/to-cents';
import {
  actionNeedsApproval,
  DEFAULT_PROTECTED_ACTIONS_CONFIG,
  PROTECTED_ACTION_IDS,
  type ProtectedActionsConfig,
} from '../settings/protected-actions';

/** A payment over $10,000 (exactly $10,000.00 is not over). */
export function isHighValuePayment(amount: AmountInput): boolean {
  return toCents(amount) > HIGH_VALUE_PAYMENT_THRESHOLD_CENTS;
}

/**
 * Whether paying this amount needs a person's approval: always for a high-value payment,
 * otherwise when "Executing a Payment" is protected in the configuration.
 */
export function paymentNeedsApproval(
  amount: AmountInput,
  config: ProtectedActionsConfig = DEFAULT_PROTECTED_ACTIONS_CONFIG,
): boolean {
  return (
    isHighValuePayment(amount) || actionNeedsApproval(config, PROTECTED_ACTION_IDS.executePayment)
  );
}
