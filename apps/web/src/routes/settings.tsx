import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../auth/guards';
import { SettingsScreen } from '../settings/SettingsScreen';
import { settingsSearchSchema } from '../settings/settings-search';

export const Route = createFileRoute('/settings')({
  validateSearch: settingsSearchSchema,
  beforeLoad: requireSignedIn,
  component: SettingsScreen,
});
