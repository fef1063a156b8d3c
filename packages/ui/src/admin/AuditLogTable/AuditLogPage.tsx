import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { RestrictionNote } from '../../feedback/RestrictionNote';
import { AuditLogTable, type AuditLogTableProps } from './AuditLogTable';

export interface AuditLogPageProps {
  /** Back to the Admin Dashboard. */
  onBack: () => void;
  /** Why this user may not see the log (their role); shown instead of it. Default: none. */
  disabledReason?: string | null;
  /** The table: entries, filters, pages. */
  table: AuditLogTableProps;
}

/** /admin/audit-log: 'Audit Log', Back to Admin, and the table (or why it is not shown). */
export function AuditLogPage({ onBack, disabledReason = null, table }: AuditLogPageProps) {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={1} size="h2">
            Audit Log
          </Title>
          <Text size="sm" c="gray.7">
            Who changed what, and when. Entries cannot be edited or deleted.
          </Text>
        </Stack>
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={onBack}
        >
          Back to Admin
        </Button>
      </Group>
      {disabledReason ? (
        <RestrictionNote>{disabledReason}</RestrictionNote>
      ) : (
        <AuditLogTable {...table} />
      )}
    </Stack>
  );
}
