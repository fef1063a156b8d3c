import {
  ApprovalChainsDrawer,
  BankAccountDrawer,
  CompanyDetailsDrawer,
  EmployeeDirectoryDrawer,
  ErpDrawer,
  MailboxDrawer,
  MandatoryChecksDrawer,
  ProtectedActionsDrawer,
  type SettingsDrawerId,
  VendorSubsetDrawer,
} from '@ap/ui';
import { useOperationDenial } from '../auth/useOperationDenial';
import { UserManagementSettings } from './UserManagementSettings';
import { useApprovalChains } from './useApprovalChains';
import { useCompanyDetails } from './useCompanyDetails';
import type { useIntegrations } from './useIntegrations';
import { useChartRefresh, useMappingRules } from './useMappingRules';
import type { useOrganizationConfigurations } from './useOrganizationConfigurations';

export interface SettingsDrawersProps {
  open: SettingsDrawerId | undefined;
  onClose: () => void;
  onConnectBank: () => void;
  integrations: ReturnType<typeof useIntegrations>;
  configurations: ReturnType<typeof useOrganizationConfigurations>;
}

/**
 * Every drawer of /settings; the open one comes from the address (`?drawer=`). What the user's
 * role may not change stays visible but disabled, with the reason.
 */
export function SettingsDrawers({
  open,
  onClose,
  onConnectBank,
  integrations: i,
  configurations: c,
}: SettingsDrawersProps) {
  const opened = (id: SettingsDrawerId) => open === id;
  const denial = useOperationDenial();
  const approvalChains = useApprovalChains(opened('approvalChains'));
  const companyDetails = useCompanyDetails(opened('companyDetails'));
  const chart = useChartRefresh(opened('accounting'));
  const mappingRules = useMappingRules(
    opened('accounting'),
    denial(['setMappingRules', 'addCodingDimension'], 'change the mapping rules'),
  );
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
        disabledReason={denial(
          ['authorizeGmail', 'unlinkGmailAccount', 'setReadOnlyMode'],
          'connect, unlink or change the mailbox',
        )}
      />
      <ErpDrawer
        opened={opened('accounting')}
        onClose={onClose}
        status={i.accountingStatus}
        onConnect={i.connectQuickBooks}
        onUnlink={i.unlinkQuickBooks}
        disabledReason={denial(
          ['authorizeQuickbooks', 'unlinkQuickbooksAccount'],
          'connect or unlink the accounting system',
        )}
        mappingRules={mappingRules}
        chart={chart}
      />
      <BankAccountDrawer
        opened={opened('bank')}
        onClose={onClose}
        status={i.paymentAccountStatus}
        onConnect={onConnectBank}
        disabledReason={denial(
          ['createMoovOnboardingToken', 'saveMoovAccount'],
          'connect a bank account',
        )}
      />
      <EmployeeDirectoryDrawer opened={opened('employeeDirectory')} onClose={onClose} />
      <MandatoryChecksDrawer
        opened={opened('mandatoryChecks')}
        onClose={onClose}
        config={c.mandatoryChecks}
        onSave={c.saveMandatoryChecks}
        disabledReason={denial('setMandatoryChecks', 'change the mandatory checks')}
      />
      <ProtectedActionsDrawer
        opened={opened('protectedActions')}
        onClose={onClose}
        config={c.protectedActions}
        onSave={c.saveProtectedActions}
        disabledReason={denial('setProtectedActions', 'change the protected actions')}
      />
      <VendorSubsetDrawer
        opened={opened('vendorSubset')}
        onClose={onClose}
        settings={c.vendorSubset}
        onChange={(next) => void c.changeVendorSubset(next)}
        disabledReason={denial('setVendorSubset', 'change the vendor subset')}
      />
      <ApprovalChainsDrawer
        opened={opened('approvalChains')}
        onClose={onClose}
        chains={approvalChains.chains}
        vendors={approvalChains.vendors}
        people={approvalChains.people}
        onSave={approvalChains.save}
        disabledReason={denial('setApprovalChains', 'change the approval chains')}
      />
      <UserManagementSettings opened={opened('userManagement')} onClose={onClose} />
      <CompanyDetailsDrawer
        opened={opened('companyDetails')}
        onClose={onClose}
        details={companyDetails.details}
        onSave={companyDetails.save}
        disabledReason={denial('setCompanyDetails', 'change the company details')}
      />
    </>
  );
}
