import { Paper, Stack } from '@mantine/core';
import { ConnectButton } from '../../integrations/ConnectButton';
import { ConnectionStatus } from '../../integrations/ConnectionStatus';

export interface ConnectionPanelProps {
  /** Whether the integration is connected. */
  connected: boolean;
  /** What it is connected to, for 'Currently connected to X'; default none. */
  connectedTo?: string | null;
  /** Connect button label, e.g. 'Connect Gmail'. */
  connectLabel: string;
  /** Starts the connection (an OAuth redirect); may return a promise. */
  onConnect: () => unknown;
}

/** The mailbox or accounting-system connection panel inside the wizard. */
export function ConnectionPanel({
  connected,
  connectedTo,
  connectLabel,
  onConnect,
}: ConnectionPanelProps) {
  return (
    <Paper withBorder p="md" role="region" aria-label={connectLabel}>
      <Stack gap="sm" align="flex-start">
        <ConnectionStatus connected={connected} connectedTo={connectedTo} />
        {!connected && <ConnectButton onConnect={onConnect}>{connectLabel}</ConnectButton>}
      </Stack>
    </Paper>
  );
}
