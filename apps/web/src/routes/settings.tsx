import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../auth/guards';

// Placeholder: the /settings screen is built by the settings work (web-settings).
export const Route = createFileRoute('/settings')({
  beforeLoad: requireSignedIn,
  component: () => null,
});
