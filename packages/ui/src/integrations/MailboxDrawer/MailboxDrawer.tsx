import type { MailboxStatus } from '@ap/domain/contract';
import { Divider, Stack } from '@mantine/core';
import { RestrictionNote } from '../../feedback/RestrictionNote';
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
  /** Why this user may not change the connection (their role); disables its controls and says so. Default: none. */
  disabledReason?: string | null;
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
  disabledReason = null,
}: MailboxDrawerProps) {
  const email = status?.gmail_email ?? null;
  const disabled = disabledReason !== null;
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
              <UnlinkButton
                onUnlink={onUnlink}
                confirmWindowMs={unlinkConfirmWindowMs}
                disabled={disabled}
              />
            ) : (
              <ConnectButton onConnect={onConnect} disabled={disabled}>
                Connect Gmail
              </ConnectButton>
            )}
            {disabled && <RestrictionNote>{disabledReason}</RestrictionNote>}
          </Stack>
          <Divider />
          <PermissionLevelField
            readOnlyMode={readOnlyMode}
            mailboxConnected={email !== null}
            onChange={onReadOnlyModeChange}
            disabled={disabled}
          />
        </Stack>
      )}
    </SettingsDrawer>
  );
}
