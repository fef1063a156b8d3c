import { APP_MESSAGES } from '@ap/domain';
import { Group, Loader, Text } from '@mantine/core';

/** Shown while an integration's status loads: a spinner and 'Loading...'. */
export function StatusLoading() {
  return (
    <Group gap="xs" role="status">
      <Loader size="xs" />
      <Text size="sm">{APP_MESSAGES.loading}</Text>
    </Group>
  );
}
