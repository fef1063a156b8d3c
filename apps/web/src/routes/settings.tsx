import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../auth/guards';
import { SettingsScreen } from '../settings/SettingsScreen';
import { readSettingsSearch } from '../settings/settings-search';

export const Route = createFileRoute('/settings')({
  validateSearch: readSettingsSearch,
  beforeLoad: requireSignedIn,
  component: SettingsScreen,
});
