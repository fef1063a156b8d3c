import { APP_MESSAGES, type CompanyDetails } from '@ap/domain';
import { Group, Loader, Text } from '@mantine/core';
import { SettingsDrawer } from '../SettingsDrawer';
import { CompanyDetailsForm } from './CompanyDetailsForm';

export interface CompanyDetailsDrawerProps {
  /** Whether the drawer is open. */
  opened: boolean;
  /** Closes the drawer (unsaved edits are dropped). */
  onClose: () => void;
  /** The saved details; undefined while they load. */
  details: CompanyDetails | undefined;
  /** Called with the edited details on Save Changes; may return a promise (a rejection keeps the edits). */
  onSave: (details: CompanyDetails) => unknown;
  /** Why this user may not change the details (their role); shows them read-only and says so. Default: none. */
  disabledReason?: string | null;
  /** Drawer transition in ms; default Mantine's. */
  transitionDuration?: number;
}

/** Edit Company Details: legal name, other names, addresses and tax id of the organisation. */
export function CompanyDetailsDrawer({
  opened,
  onClose,
  details,
  onSave,
  disabledReason,
  transitionDuration,
}: CompanyDetailsDrawerProps) {
  return (
    <SettingsDrawer
      opened={opened}
      onClose={onClose}
      title="Company Details"
      transitionDuration={transitionDuration}
    >
      {details ? (
        <CompanyDetailsForm details={details} onSave={onSave} disabledReason={disabledReason} />
      ) : (
        <Group gap="xs" py="md" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{APP_MESSAGES.loading}</Text>
        </Group>
      )}
    </SettingsDrawer>
  );
}
