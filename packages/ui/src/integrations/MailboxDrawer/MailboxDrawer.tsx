import type { MailboxStatus } from '@ap/domain/contract';
import { Divider, Stack } from '@mantine/core';
import { SettingsDrawer } from '../../settings/SettingsDrawer';
import { ConnectButton } from '../ConnectButton';
import { ConnectionStatus, StatusLoading } from '../ConnectionStatus';
import { UnlinkButton } from '../UnlinkButton';
import { PermissionLevelField } from './PermissionLevelField';

export interface MailboxDrawerProps {
  /** Whether the drawer is open. */
  opened: boolean;
  /** Closes the drawer. */
  onClose: () => void;
  /** The mailbox connection (gmail_email null = none); undefined while loading. */
  status: MailboxStatus | undefined;
  /** The organisation's read_only_mode; default true (read-only, SPEC §3). */
  readOnlyMode?: boolean;
  /** Starts the mailbox OAuth redirect; may return a promise. */
  onConnect: () => unknown;
  /** Unlinks the mailbox (after the two-click confirmation); may return a promise. */
  onUnlink: () => unknown;
  /** Called with the new read_only_mode when the level is changed. */
  onReadOnlyModeChange: (readOnlyMode: boolean) => void;
  /** Unlink confirmation window in ms; default UNLINK_CONFIRM_WINDOW_MS. */
  unlinkConfirmWindowMs?: number;
  /** Drawer transition in ms; default Mantine's. */
  transitionDuration?: number;
}

/** Accounts Payable Inbox: connect / unlink the mailbox and choose its permission level. */
export function MailboxDrawer({
  opened,
  onClose,
  status,
  readOnlyMode,
  onConnect,
  onUnlink,
  onReadOnlyModeChange,
  unlinkConfirmWindowMs,
  transitionDuration,
}: MailboxDrawerProps) {
  const email = status?.gmail_email ?? null;
  return (
    <SettingsDrawer
      opened={opened}
      onClose={onClose}
      title="Accounts Payable Inbox"
      transitionDuration={transitionDuration}
    >
      {status === undefined ? (
        <StatusLoading />
      ) : (
        <Stack gap="lg">
          <Stack gap="sm" align="flex-start">
            <ConnectionStatus connected={email !== null} connectedTo={email} />
            {email !== null ? (
              <UnlinkButton onUnlink={onUnlink} confirmWindowMs={unlinkConfirmWindowMs} />
            ) : (
              <ConnectButton onConnect={onConnect}>Connect Gmail</ConnectButton>
            )}
          </Stack>
          <Divider />
          <PermissionLevelField
            readOnlyMode={readOnlyMode}
            mailboxConnected={email !== null}
            onChange={onReadOnlyModeChange}
          />
        </Stack>
      )}
    </SettingsDrawer>
  );
}
