import { evaluateFraudSignals } from '../checks/fraud/fraud-signals';
import type { FraudSubject } from '../checks/fraud/fraud-subject';
import type { RuleOutcome } from './check-result';

const GATES = ['fraud_detection'];

/**
 * fraud_signals (while 'Fraud Detection' is enforced): fails on each red signal, with its
 * reason; yellow signals are shown in the reason but do not fail it.
 */
export const fraudSignalsCheck = (subject: FraudSubject): RuleOutcome => {
  const fired = evaluateFraudSignals(subject);
  const red = fired.filter((signal) => signal.level === 'red');
  const yellow = fired.filter((signal) => signal.level === 'yellow');
  const yellowText = yellow.map((signal) => `${signal.reason} (yellow)`).join('; ');
  const problems = red.map((signal, index) => ({
    reason:
      index === red.length - 1 && yellowText
        ? `${signal.reason} (red); ${yellowText}`
        : `${signal.reason} (red)`,
    gates: GATES,
  }));
  return {
    name: 'fraud_signals',
    problems,
    passReason: yellowText ? `No red fraud signal; ${yellowText}` : 'No fraud signal',
  };
};
