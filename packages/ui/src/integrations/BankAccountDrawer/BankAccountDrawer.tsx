import { APP_MESSAGES, formatShortDate } from '@ap/domain';
import type { PaymentAccountStatus } from '@ap/domain/contract';
import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import { RestrictionNote } from '../../feedback/RestrictionNote';
import { SettingsDrawer } from '../../settings/SettingsDrawer';
import { ConnectButton } from '../ConnectButton';
import { ConnectionStatus, StatusLoading } from '../ConnectionStatus';

export interface BankAccountDrawerProps {
  /** Whether the drawer is open. */
  opened: boolean;
  /** Closes the drawer. */
  onClose: () => void;
  /** Payment-provider status; undefined while loading, null when it could not be loaded. */
  status: PaymentAccountStatus | null | undefined;
  /** Goes to the bank connection flow (/connect-bank). */
  onConnect: () => unknown;
  /** Why this user may not change the connection (their role); disables its controls and says so. Default: none. */
  disabledReason?: string | null;
  /** Drawer transition in ms; default Mantine's. */
  transitionDuration?: number;
}

/** Bank Account: the payment provider's connection state, and a way to connect one. */
export function BankAccountDrawer({
  opened,
  onClose,
  status,
  onConnect,
  transitionDuration,
  disabledReason = null,
}: BankAccountDrawerProps) {
  return (
    <SettingsDrawer
      opened={opened}
      onClose={onClose}
      title="Bank Account"
      transitionDuration={transitionDuration}
    >
      {status === undefined ? (
        <StatusLoading />
      ) : status === null ? (
        <Alert color="red" variant="light">
          {APP_MESSAGES.paymentAccountStatusFailed}
        </Alert>
      ) : status.connected ? (
        <Stack gap="md">
          <ConnectionStatus connected connectedTo={status.account_id} />
          <SimpleGrid cols={2} spacing="xs">
            <Text size="sm" fw={500}>
              Linked
            </Text>
            <Text size="sm">{formatShortDate(status.linked_at) ?? 'Unknown'}</Text>
            <Text size="sm" fw={500}>
              Account ID
            </Text>
            <Text size="sm">{status.account_id ?? 'Unknown'}</Text>
          </SimpleGrid>
        </Stack>
      ) : (
        <Stack gap="sm" align="flex-start">
          <ConnectionStatus connected={false} />
          <ConnectButton onConnect={onConnect} disabled={disabledReason !== null}>
            Connect Bank Account
          </ConnectButton>
          {disabledReason !== null && <RestrictionNote>{disabledReason}</RestrictionNote>}
        </Stack>
      )}
    </SettingsDrawer>
  );
}
