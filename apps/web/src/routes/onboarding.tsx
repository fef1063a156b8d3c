import { ONBOARDING_STEP_COUNT } from '@ap/domain';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { requireSignedIn } from '../auth/guards';
import { OnboardingScreen } from '../onboarding/OnboardingScreen';

/** `?step=` reopens the wizard on a step (after a provider's consent page). */
const onboardingSearchSchema = z.object({
  step: z.coerce.number().int().min(1).max(ONBOARDING_STEP_COUNT).optional().catch(undefined),
});

export const Route = createFileRoute('/onboarding')({
  validateSearch: onboardingSearchSchema,
  beforeLoad: requireSignedIn,
  component: OnboardingScreen,
});
