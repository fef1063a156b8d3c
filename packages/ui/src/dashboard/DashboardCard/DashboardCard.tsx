import { APP_MESSAGES } from '@ap/domain';
import { Alert, Card, Group, Loader, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DashboardCardProps {
  /** Card heading, e.g. 'Recent Threads'. Default: required. */
  title: string;
  /** Shows 'Loading...' instead of the content. Default: false. */
  loading?: boolean;
  /** An error message shown instead of the content. Default: none. */
  error?: string | null;
  /** Text shown when there is nothing to list, e.g. 'No threads found.'. Default: none. */
  emptyText?: string;
  /** Whether the list is empty (shows `emptyText`). Default: false. */
  empty?: boolean;
  /** The card's content. Default: none. */
  children?: ReactNode;
}

/** A titled dashboard card with its loading, error and empty states. */
export function DashboardCard({
  title,
  loading = false,
  error = null,
  emptyText,
  empty = false,
  children,
}: DashboardCardProps) {
  let body: ReactNode = children;
  if (loading) {
    body = (
      <Group gap="xs">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{APP_MESSAGES.loading}</Text>
      </Group>
    );
  } else if (error) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {error}
      </Alert>
    );
  } else if (empty) {
    body = <Text c="gray.7">{emptyText}</Text>;
  }
  return (
    <Card withBorder padding="lg" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {body}
    </Card>
  );
}
