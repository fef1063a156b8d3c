import { currentlyConnectedToMessage } from '@ap/domain';
import { Group, Text } from '@mantine/core';
import { IconCircleCheckFilled, IconCircleXFilled } from '@tabler/icons-react';

export interface ConnectionStatusProps {
  /** Whether the integration is connected. */
  connected: boolean;
  /** What it is connected to, shown as 'Currently connected to X'; default none ('Connected'). */
  connectedTo?: string | null;
  /** Text when not connected; default 'Not connected'. */
  notConnectedText?: string;
}

/** Green check or red cross, with 'Currently connected to X' when connected (SPEC §2). */
export function ConnectionStatus({
  connected,
  connectedTo,
  notConnectedText = 'Not connected',
}: ConnectionStatusProps) {
  const text = connected
    ? connectedTo
      ? currentlyConnectedToMessage(connectedTo)
      : 'Connected'
    : notConnectedText;
  return (
    <Group gap={6} wrap="nowrap" data-connected={connected}>
      {connected ? (
        <IconCircleCheckFilled size={20} color="var(--mantine-color-green-8)" aria-hidden />
      ) : (
        <IconCircleXFilled size={20} color="var(--mantine-color-red-8)" aria-hidden />
      )}
      <Text size="sm">{text}</Text>
    </Group>
  );
}
