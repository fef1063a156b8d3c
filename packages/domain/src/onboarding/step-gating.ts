import { ONBOARDING_STEP_COUNT } from '../constants';

/** Step 3 choices: the accounting system, two spend-management tools, or skip. */
export type PaymentSystemChoice = 'accounting_system' | 'spend_tool_1' | 'spend_tool_2' | 'skip';

/** What the wizard knows when deciding whether Next is enabled. */
export interface OnboardingState {
  /** Step 1: the chosen email system; only the first option ('workspace') is supported. */
  emailSystem: 'workspace' | 'office' | null;
  /** Step 2: the chosen mailbox; only 'shared' (the ap@ mailbox) is selectable. */
  mailboxOption: 'shared' | null;
  mailboxConnected: boolean;
  /** Step 3 choice. */
  paymentSystem: PaymentSystemChoice | null;
  accountingConnected: boolean;
}

export const INITIAL_ONBOARDING_STATE: Readonly<OnboardingState> = {
  emailSystem: null,
  mailboxOption: null,
  mailboxConnected: false,
  paymentSystem: null,
  accountingConnected: false,
};

/** Whether Next (Go to Dashboard on the last step) is enabled on a 1-based step (SPEC §4). */
export function canProceedFromStep(step: number, state: OnboardingState): boolean {
  switch (step) {
    case 1:
      return state.emailSystem === 'workspace';
    case 2:
      return state.mailboxConnected && state.mailboxOption !== null;
    case 3:
      return (
        state.accountingConnected ||
        state.paymentSystem === 'skip' ||
        state.paymentSystem === 'spend_tool_1' ||
        state.paymentSystem === 'spend_tool_2'
      );
    case ONBOARDING_STEP_COUNT:
      return true;
    default:
      return false;
  }
}

/** Previous is disabled on step 1. */
export function canGoBackFromStep(step: number): boolean {
  return step > 1 && step <= ONBOARDING_STEP_COUNT;
}

/** The last step's button reads Go to Dashboard. */
export function isLastOnboardingStep(step: number): boolean {
  return step === ONBOARDING_STEP_COUNT;
}
