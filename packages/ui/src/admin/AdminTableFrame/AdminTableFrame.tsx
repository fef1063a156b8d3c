import { APP_MESSAGES } from '@ap/domain';
import { Alert, Group, Loader, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface AdminTableFrameProps {
  /** Column headings, in order. Default: required. */
  columns: readonly string[];
  /** Accessible name of the table, e.g. 'Invoices'. Default: required. */
  label: string;
  /** Shows 'Loading...' instead of the table. Default: false. */
  loading?: boolean;
  /** An error message shown instead of the table. Default: none. */
  error?: string | null;
  /** Whether there are no rows; shows `emptyText`. Default: false. */
  empty?: boolean;
  /** The admin empty state, e.g. 'No invoices found'. Default: required. */
  emptyText: string;
  /** The table rows (`<Table.Tr>` elements). Default: none. */
  children?: ReactNode;
  /** A line above the table, e.g. why its actions are disabled for this user. Default: none. */
  note?: ReactNode;
}

/** An admin tab's table with its loading, error and empty states. */
export function AdminTableFrame({
  columns,
  label,
  loading = false,
  error = null,
  empty = false,
  emptyText,
  children,
  note,
}: AdminTableFrameProps) {
  if (loading) {
    return (
      <Group gap="xs" py="md">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{APP_MESSAGES.loading}</Text>
      </Group>
    );
  }
  if (error) {
    return (
      <Alert color="red" variant="light" role="alert">
        {error}
      </Alert>
    );
  }
  if (empty) {
    return (
      <Text c="gray.7" py="md">
        {emptyText}
      </Text>
    );
  }
  const table = (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
  if (!note) return table;
  return (
    <Stack gap="xs">
      {note}
      {table}
    </Stack>
  );
}
