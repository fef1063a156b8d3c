import { SettingsPage } from '@ap/ui';
import { getRouteApi } from '@tanstack/react-router';
import { PaymentControlsSettings } from './PaymentControlsSettings';
import { SettingsDrawers } from './SettingsDrawers';
import { useIntegrations } from './useIntegrations';
import { useOrganizationConfigurations } from './useOrganizationConfigurations';
import { useReturnParameters } from './useReturnParameters';

const route = getRouteApi('/settings');

/** /settings ('General'): integration and preference cards; `?drawer=` is the open drawer. */
export function SettingsScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  useReturnParameters(search);
  const integrations = useIntegrations();
  const configurations = useOrganizationConfigurations();

  return (
    <SettingsPage
      onBack={() => void navigate({ to: '/dashboard' })}
      mailboxStatus={integrations.mailboxStatus}
      accountingStatus={integrations.accountingStatus}
      paymentAccountStatus={integrations.paymentAccountStatus}
      onConfigure={(drawer) => void navigate({ search: (s) => ({ ...s, drawer }) })}
      controls={<PaymentControlsSettings />}
    >
      <SettingsDrawers
        open={search.drawer}
        onClose={() => void navigate({ search: (s) => ({ ...s, drawer: undefined }) })}
        onConnectBank={() => void navigate({ to: '/connect-bank' })}
        integrations={integrations}
        configurations={configurations}
      />
    </SettingsPage>
  );
}
