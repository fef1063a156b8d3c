import {
  canChangeMailboxPermission,
  type MailboxPermissionLevel,
  mailboxPermissionLevel,
  readOnlyModeFor,
} from '@ap/domain';
import { Radio, Stack, Text } from '@mantine/core';

export interface PermissionLevelFieldProps {
  /** The organisation's read_only_mode setting; default true (read-only). */
  readOnlyMode?: boolean;
  /** Whether a mailbox is connected (the level is then locked). */
  mailboxConnected: boolean;
  /** Called with the new read_only_mode value. */
  onChange: (readOnlyMode: boolean) => void;
  /** Locks the level whatever the connection (e.g. the user's role may not change it); default false. */
  disabled?: boolean;
}

// Mantine's dimmed description grey is 3.3:1 on white; gray.7 keeps WCAG AA (4.5:1).
const readableDescription = { description: { color: 'var(--mantine-color-gray-7)' } };

/** Read-only or full mailbox access; changeable only while no mailbox is connected (SPEC §4). */
export function PermissionLevelField({
  readOnlyMode,
  mailboxConnected,
  onChange,
  disabled = false,
}: PermissionLevelFieldProps) {
  const editable = canChangeMailboxPermission(mailboxConnected);
  const locked = disabled || !editable;
  return (
    <Stack gap={6}>
      <Radio.Group
        label="Permission level"
        value={mailboxPermissionLevel(readOnlyMode)}
        onChange={(level) => onChange(readOnlyModeFor(level as MailboxPermissionLevel))}
      >
        <Stack gap="xs" mt="xs">
          <Radio
            value="read-only"
            label="Read-only"
            description="Can only read e-mail."
            styles={readableDescription}
            disabled={locked}
          />
          <Radio
            value="full"
            label="Full access"
            description="Can send e-mail and change the mailbox."
            styles={readableDescription}
            disabled={locked}
          />
        </Stack>
      </Radio.Group>
      {!editable && (
        <Text size="xs" c="gray.7">
          To change the permission level, unlink the account first.
        </Text>
      )}
    </Stack>
  );
}
