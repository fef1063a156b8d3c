import { describe, expect, it } from 'vitest';
import {
  canGoBackFromStep,
  canProceedFromStep,
  INITIAL_ONBOARDING_STATE,
  isLastOnboardingStep,
} from './step-gating';

const state = INITIAL_ONBOARDING_STATE;

describe('canProceedFromStep', () => {
  it('step 1 needs the first email system', () => {
    expect(canProceedFromStep(1, state)).toBe(false);
    expect(canProceedFromStep(1, { ...state, emailSystem: 'office' })).toBe(false);
    expect(canProceedFromStep(1, { ...state, emailSystem: 'workspace' })).toBe(true);
  });

  it('step 2 needs a chosen option and a connected mailbox', () => {
    expect(canProceedFromStep(2, { ...state, mailboxOption: 'shared' })).toBe(false);
    expect(canProceedFromStep(2, { ...state, mailboxConnected: true })).toBe(false);
    expect(
      canProceedFromStep(2, { ...state, mailboxOption: 'shared', mailboxConnected: true }),
    ).toBe(true);
  });

  it('step 3 needs the accounting system connected, skip or a spend tool', () => {
    expect(canProceedFromStep(3, state)).toBe(false);
    expect(canProceedFromStep(3, { ...state, paymentSystem: 'accounting_system' })).toBe(false);
    expect(
      canProceedFromStep(3, {
        ...state,
        paymentSystem: 'accounting_system',
        accountingConnected: true,
      }),
    ).toBe(true);
    expect(canProceedFromStep(3, { ...state, accountingConnected: true })).toBe(true);
    for (const choice of ['skip', 'spend_tool_1', 'spend_tool_2'] as const) {
      expect(canProceedFromStep(3, { ...state, paymentSystem: choice })).toBe(true);
    }
  });

  it('step 4 is always enabled', () => {
    expect(canProceedFromStep(4, state)).toBe(true);
  });

  it.each([0, 5, -1, 1.5])('step %s does not exist', (step) => {
    expect(canProceedFromStep(step, { ...state, emailSystem: 'workspace' })).toBe(false);
  });
});

describe('navigation', () => {
  it('disables Previous on step 1 only', () => {
    expect(canGoBackFromStep(1)).toBe(false);
    expect(canGoBackFromStep(2)).toBe(true);
    expect(canGoBackFromStep(4)).toBe(true);
  });

  it('knows the last step', () => {
    expect(isLastOnboardingStep(4)).toBe(true);
    expect(isLastOnboardingStep(3)).toBe(false);
  });
});
