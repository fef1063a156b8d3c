import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../auth/guards';

// Placeholder: the /connect-bank screen is built by the settings work (web-settings).
export const Route = createFileRoute('/connect-bank')({
  beforeLoad: requireSignedIn,
  component: () => null,
});
