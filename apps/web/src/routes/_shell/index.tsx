import { LandingWelcome } from '@ap/ui';
import { createFileRoute } from '@tanstack/react-router';
import { redirectSignedInToDashboard } from '../../auth/guards';

export const Route = createFileRoute('/_shell/')({
  beforeLoad: redirectSignedInToDashboard,
  component: LandingWelcome,
});
