import { Button, Container, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { IntegrationCards, type IntegrationCardsProps } from './IntegrationCards';
import { PreferenceCards } from './PreferenceCards';

export interface SettingsPageProps extends IntegrationCardsProps {
  /** Back to /dashboard. */
  onBack: () => void;
  /** The drawers, wired by the app (each opened from `onConfigure`); default none. */
  children?: ReactNode;
  /** The Controls section (the payment control switches); default none. */
  controls?: ReactNode;
}

/** /settings ('General'): integration, preference and other cards; Configure opens a drawer. */
export function SettingsPage({
  onBack,
  children,
  controls,
  onConfigure,
  ...statuses
}: SettingsPageProps) {
  return (
    <Container size="lg" py="md">
      <Stack gap="xl">
        <Stack gap="xs" align="flex-start">
          <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
            Back
          </Button>
          <Title order={1}>General</Title>
        </Stack>
        <Stack gap="sm" component="section" aria-labelledby="settings-integrations">
          <Title order={2} size="h3" id="settings-integrations">
            Integrations
          </Title>
          <IntegrationCards {...statuses} onConfigure={onConfigure} />
        </Stack>
        <Stack gap="sm" component="section" aria-labelledby="settings-preferences">
          <Title order={2} size="h3" id="settings-preferences">
            Preferences
          </Title>
          <PreferenceCards group="preferences" onConfigure={onConfigure} />
        </Stack>
        {controls && (
          <Stack gap="sm" component="section" aria-labelledby="settings-controls">
            <Title order={2} size="h3" id="settings-controls">
              Controls
            </Title>
            {controls}
          </Stack>
        )}
        <Stack gap="sm" component="section" aria-labelledby="settings-other">
          <Title order={2} size="h3" id="settings-other">
            Other
          </Title>
          <PreferenceCards group="other" onConfigure={onConfigure} />
        </Stack>
      </Stack>
      {children}
    </Container>
  );
}
