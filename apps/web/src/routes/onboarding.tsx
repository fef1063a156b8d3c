import { ONBOARDING_STEP_COUNT } from '@ap/domain';
import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../auth/guards';
import { OnboardingScreen } from '../onboarding/OnboardingScreen';

/** `?step=` reopens the wizard on a step (after a provider's consent page). */
export interface OnboardingSearch {
  step?: number;
}

const readStep = (value: unknown): number | undefined => {
  const step = typeof value === 'string' ? Number(value) : value;
  return typeof step === 'number' &&
    Number.isInteger(step) &&
    step >= 1 &&
    step <= ONBOARDING_STEP_COUNT
    ? step
    : undefined;
};

export const Route = createFileRoute('/onboarding')({
  validateSearch: (search: Record<string, unknown>): OnboardingSearch => ({
    step: readStep(search.step),
  }),
  beforeLoad: requireSignedIn,
  component: OnboardingScreen,
});
