import { LABELS } from '@ap/domain';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface SettingsCardProps {
  /** Card title. */
  title: string;
  /** One line on what it is for. */
  description: string;
  /** Status line under the description (integration cards); default none. */
  status?: ReactNode;
  /** The card's action (Configure, or an Under construction button). */
  action: ReactNode;
  /** Marks the card 'Under construction' next to its title; default false. */
  underConstruction?: boolean;
}

/** One card of the settings page: title, description, optional status and its action. */
export function SettingsCard({
  title,
  description,
  status,
  action,
  underConstruction = false,
}: SettingsCardProps) {
  return (
    <Card withBorder padding="md" role="region" aria-label={title}>
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={3} size="h5">
              {title}
            </Title>
            {underConstruction && (
              <Badge variant="light" color="gray" c="gray.8" tt="none">
                {LABELS.underConstruction}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="gray.7">
            {description}
          </Text>
          {status}
        </Stack>
        <Group>{action}</Group>
      </Stack>
    </Card>
  );
}
