import { Stack, Text } from '@mantine/core';
import { SettingsDrawer } from '../../settings/SettingsDrawer';
import { ConnectionStatus } from '../ConnectionStatus';
import { UnderConstructionButton } from '../UnderConstructionButton';

export interface EmployeeDirectoryDrawerProps {
  /** Whether the drawer is open. */
  opened: boolean;
  /** Closes the drawer. */
  onClose: () => void;
  /** Drawer transition in ms; default Mantine's. */
  transitionDuration?: number;
}

/** Employee Directory: not available yet, its connect button is Under construction. */
export function EmployeeDirectoryDrawer({
  opened,
  onClose,
  transitionDuration,
}: EmployeeDirectoryDrawerProps) {
  return (
    <SettingsDrawer
      opened={opened}
      onClose={onClose}
      title="Employee Directory"
      transitionDuration={transitionDuration}
    >
      <Stack gap="md">
        <ConnectionStatus connected={false} />
        <Text size="sm">
          The employee directory tells the assistant who requisitioners and approvers are.
        </Text>
        <UnderConstructionButton>Connect Google Workspace Directory</UnderConstructionButton>
      </Stack>
    </SettingsDrawer>
  );
}
