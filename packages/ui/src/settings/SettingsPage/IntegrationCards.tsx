import { ACCOUNTING_COMPANY_NAME_FALLBACK, APP_MESSAGES } from '@ap/domain';
import type { AccountingStatus, MailboxStatus, PaymentAccountStatus } from '@ap/domain/contract';
import { Button, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ConnectionStatus, StatusLoading } from '../../integrations/ConnectionStatus';
import { SettingsCard } from './SettingsCard';
import type { SettingsDrawerId } from './settingsDrawerId';

export interface IntegrationCardsProps {
  /** Mailbox connection; undefined while loading. */
  mailboxStatus: MailboxStatus | undefined;
  /** Accounting-system connection; undefined while loading. */
  accountingStatus: AccountingStatus | undefined;
  /** Payment-provider status; undefined while loading, null when it failed to load. */
  paymentAccountStatus: PaymentAccountStatus | null | undefined;
  /** Opens an integration's drawer. */
  onConfigure: (drawer: SettingsDrawerId) => void;
}

function statusLine<T>(value: T | undefined, render: (value: T) => ReactNode) {
  return value === undefined ? <StatusLoading /> : render(value);
}

/** Accounts Payable Inbox, ERP & Accounting, Bank Account and Employee Directory. */
export function IntegrationCards({
  mailboxStatus,
  accountingStatus,
  paymentAccountStatus,
  onConfigure,
}: IntegrationCardsProps) {
  const configure = (drawer: SettingsDrawerId, title: string) => (
    <Button variant="light" aria-label={`Configure ${title}`} onClick={() => onConfigure(drawer)}>
      Configure
    </Button>
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <SettingsCard
        title="Accounts Payable Inbox"
        description="The shared mailbox where vendor invoices arrive."
        status={statusLine(mailboxStatus, ({ gmail_email }) => (
          <ConnectionStatus connected={gmail_email !== null} connectedTo={gmail_email} />
        ))}
        action={configure('mailbox', 'Accounts Payable Inbox')}
      />
      <SettingsCard
        title="ERP & Accounting"
        description="The accounting system where bills and vendors are recorded."
        status={statusLine(accountingStatus, (status) => (
          <ConnectionStatus
            connected={status.connected}
            connectedTo={status.company_name || ACCOUNTING_COMPANY_NAME_FALLBACK}
          />
        ))}
        action={configure('accounting', 'ERP & Accounting')}
      />
      <SettingsCard
        title="Bank Account"
        description="The account vendors are paid from."
        status={statusLine(paymentAccountStatus, (status) =>
          status === null ? (
            <Text size="sm" c="red.8">
              {APP_MESSAGES.paymentAccountStatusFailed}
            </Text>
          ) : (
            <ConnectionStatus connected={status.connected} connectedTo={status.account_id} />
          ),
        )}
        action={configure('bank', 'Bank Account')}
      />
      <SettingsCard
        title="Employee Directory"
        description="Who requisitioners and approvers are."
        status={<ConnectionStatus connected={false} />}
        action={configure('employeeDirectory', 'Employee Directory')}
      />
    </SimpleGrid>
  );
}
