import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROTECTED_ACTIONS_CONFIG,
  setActionRequiresApproval,
} from '../settings/protected-actions';
import { isHighValuePayment, paymentNeedsApproval } from './payment-approval';

const unprotected = setActionRequiresApproval(
  DEFAULT_PROTECTED_ACTIONS_CONFIG,
  'execute_payment',
  false,
);

describe('isHighValuePayment', () => {
  it.each([
    [10000, false],
    ['10000.00', false],
    [10000.01, true],
    ['10000.005', true],
    [9999.99, false],
    [250000, true],
    [0, false],
    [null, false],
    ['abc', false],
    [-20000, false],
  ])('%j -> %s', (amount, high) => {
    expect(isHighValuePayment(amount)).toBe(high);
  });

  it('is not fooled by float drift', () => {
    expect(isHighValuePayment(9999.99 + 0.01)).toBe(false);
  });
});

describe('paymentNeedsApproval', () => {
  it('follows "Executing a Payment" below the threshold', () => {
    expect(paymentNeedsApproval(500)).toBe(true);
    expect(paymentNeedsApproval(500, unprotected)).toBe(false);
  });

  it('always needs approval over $10,000', () => {
    expect(paymentNeedsApproval(10000.01, unprotected)).toBe(true);
    expect(paymentNeedsApproval('15000', unprotected)).toBe(true);
  });
});
