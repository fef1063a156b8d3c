import {
  BankAccountDrawer,
  EmployeeDirectoryDrawer,
  ErpDrawer,
  MailboxDrawer,
  MandatoryChecksDrawer,
  ProtectedActionsDrawer,
  type SettingsDrawerId,
  VendorSubsetDrawer,
} from '@ap/ui';
import type { useIntegrations } from './useIntegrations';
import type { useOrganizationConfigurations } from './useOrganizationConfigurations';

export interface SettingsDrawersProps {
  open: SettingsDrawerId | undefined;
  onClose: () => void;
  onConnectBank: () => void;
  integrations: ReturnType<typeof useIntegrations>;
  configurations: ReturnType<typeof useOrganizationConfigurations>;
}

/** Every drawer of /settings; the open one comes from the address (`?drawer=`). */
export function SettingsDrawers({
  open,
  onClose,
  onConnectBank,
  integrations: i,
  configurations: c,
}: SettingsDrawersProps) {
  const opened = (id: SettingsDrawerId) => open === id;
  return (
    <>
      <MailboxDrawer
        opened={opened('mailbox')}
        onClose={onClose}
        status={i.mailboxStatus}
        readOnlyMode={i.readOnlyMode}
        onConnect={i.connectGmail}
        onUnlink={i.unlinkGmail}
        onReadOnlyModeChange={i.setReadOnlyMode}
      />
      <ErpDrawer
        opened={opened('accounting')}
        onClose={onClose}
        status={i.accountingStatus}
        onConnect={i.connectQuickBooks}
        onUnlink={i.unlinkQuickBooks}
      />
      <BankAccountDrawer
        opened={opened('bank')}
        onClose={onClose}
        status={i.paymentAccountStatus}
        onConnect={onConnectBank}
      />
      <EmployeeDirectoryDrawer opened={opened('employeeDirectory')} onClose={onClose} />
      <MandatoryChecksDrawer
        opened={opened('mandatoryChecks')}
        onClose={onClose}
        config={c.mandatoryChecks}
        onSave={c.saveMandatoryChecks}
      />
      <ProtectedActionsDrawer
        opened={opened('protectedActions')}
        onClose={onClose}
        config={c.protectedActions}
        onSave={c.saveProtectedActions}
      />
      <VendorSubsetDrawer
        opened={opened('vendorSubset')}
        onClose={onClose}
        settings={c.vendorSubset}
        onChange={(next) => void c.changeVendorSubset(next)}
      />
    </>
  );
}
