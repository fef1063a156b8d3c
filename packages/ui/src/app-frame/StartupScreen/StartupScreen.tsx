import { APP_MESSAGES, failedToLoadConfigurationMessage } from '@ap/domain';
import { Alert, Center, Group, Loader, Text } from '@mantine/core';

export type StartupScreenProps =
  /** Public configuration still loading: 'Loading...'. */
  | { state: 'loading' }
  /** Loading failed (non-OK or non-JSON); `detail` follows 'Failed to load configuration:'. */
  | { state: 'load-failed'; detail: string }
  /** Configuration loaded but it names no authentication service address. */
  | { state: 'auth-url-missing' };

/** What the app shows before it can start: loading, or why the configuration is unusable. */
export function StartupScreen(props: StartupScreenProps) {
  if (props.state === 'loading') {
    return (
      <Center mih="100vh">
        <Group gap="sm">
          <Loader size="sm" aria-hidden />
          <Text>{APP_MESSAGES.loading}</Text>
        </Group>
      </Center>
    );
  }
  const message =
    props.state === 'load-failed'
      ? failedToLoadConfigurationMessage(props.detail)
      : APP_MESSAGES.authUrlNotConfigured;
  return (
    <Center mih="100vh" p="lg">
      <Alert color="red" variant="light" role="alert" maw={560}>
        {message}
      </Alert>
    </Center>
  );
}
