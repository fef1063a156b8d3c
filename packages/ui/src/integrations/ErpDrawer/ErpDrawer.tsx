import { ACCOUNTING_COMPANY_NAME_FALLBACK } from '@ap/domain';
import type { AccountingStatus } from '@ap/domain/contract';
import { Divider, Stack } from '@mantine/core';
import { RestrictionNote } from '../../feedback/RestrictionNote';
import { SettingsDrawer } from '../../settings/SettingsDrawer';
import { ConnectButton } from '../ConnectButton';
import { ConnectionStatus, StatusLoading } from '../ConnectionStatus';
import { UnlinkButton } from '../UnlinkButton';
import { ChartRefresh, type ChartRefreshProps } from './ChartRefresh';
import { MappingRules, type MappingRulesProps } from './MappingRules';

export interface ErpDrawerProps {
  /** Whether the drawer is open. */
  opened: boolean;
  /** Closes the drawer. */
  onClose: () => void;
  /** The accounting-system connection; undefined while loading. */
  status: AccountingStatus | undefined;
  /** Starts the accounting-system OAuth redirect; may return a promise. */
  onConnect: () => unknown;
  /** Unlinks the accounting system (after the two-click confirmation); may return a promise. */
  onUnlink: () => unknown;
  /** Unlink confirmation window in ms; default UNLINK_CONFIRM_WINDOW_MS. */
  unlinkConfirmWindowMs?: number;
  /** Why this user may not change the connection (their role); disables its controls and says so. Default: none. */
  disabledReason?: string | null;
  /** Drawer transition in ms; default Mantine's. */
  transitionDuration?: number;
  /** The Mapping Rules part: dimensions, rules, what they may name, and their saves. */
  mappingRules: MappingRulesProps;
  /** The QuickBooks chart's last read and its refresh, shown while connected; default none. */
  chart?: ChartRefreshProps;
}

/** ERP & Accounting: connect / unlink the accounting system and its Mapping Rules. */
export function ErpDrawer({
  opened,
  onClose,
  status,
  onConnect,
  onUnlink,
  unlinkConfirmWindowMs,
  transitionDuration,
  disabledReason = null,
  mappingRules,
  chart,
}: ErpDrawerProps) {
  const disabled = disabledReason !== null;
  const note = disabled && <RestrictionNote>{disabledReason}</RestrictionNote>;
  return (
    <SettingsDrawer
      opened={opened}
      onClose={onClose}
      title="ERP & Accounting"
      transitionDuration={transitionDuration}
    >
      <Stack gap="lg">
        {status === undefined ? (
          <StatusLoading />
        ) : status.connected ? (
          <Stack gap="sm" align="flex-start">
            <ConnectionStatus
              connected
              connectedTo={status.company_name || ACCOUNTING_COMPANY_NAME_FALLBACK}
            />
            <UnlinkButton
              onUnlink={onUnlink}
              confirmWindowMs={unlinkConfirmWindowMs}
              disabled={disabled}
            />
            {note}
            {chart && <ChartRefresh {...chart} />}
          </Stack>
        ) : (
          <Stack gap="sm" align="flex-start">
            <ConnectionStatus connected={false} />
            <ConnectButton onConnect={onConnect} disabled={disabled}>
              Connect QuickBooks
            </ConnectButton>
            {note}
          </Stack>
        )}
        <Divider />
        <MappingRules {...mappingRules} />
      </Stack>
    </SettingsDrawer>
  );
}
