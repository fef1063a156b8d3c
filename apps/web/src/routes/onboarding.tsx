import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../auth/guards';

// Placeholder: the /onboarding screen is built by the settings work (web-settings).
export const Route = createFileRoute('/onboarding')({
  beforeLoad: requireSignedIn,
  component: () => null,
});
