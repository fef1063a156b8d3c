import {
  describeAuditAction,
  describeAuditActor,
  describeAuditChange,
  describeAuditRecord,
  formatLocalTimestamp,
  LABELS,
} from '@ap/domain';
import type { AuditActor, AuditLogEntry } from '@ap/domain/contract';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { AdminTableFrame } from '../AdminTableFrame';
import { AuditLogFiltersBar, type AuditLogFilterValues } from './AuditLogFilters';

const COLUMNS = ['When', 'Who', 'What', 'Record', 'Change'] as const;
export const AUDIT_LOG_EMPTY = 'No audit entries found';

export interface AuditLogTableProps {
  /** One page of entries, newest first (GET /api/admin/audit-log). Default: none. */
  entries?: readonly AuditLogEntry[];
  /** Shows 'Loading...'. Default: false. */
  loading?: boolean;
  /** Why the page could not be loaded, shown instead of it. Default: none. */
  error?: string | null;
  /** Everyone who acted, for the person filter (GET /api/admin/audit-log/actors). Default: none. */
  actors?: readonly AuditActor[];
  /** The filters (the app keeps them in the address). */
  filters: AuditLogFilterValues;
  onFiltersChange: (filters: AuditLogFilterValues) => void;
  /** Page number, 1 for the newest entries. Default: 1. */
  page?: number;
  /** Whether older entries follow this page. Default: false. */
  hasOlder?: boolean;
  /** Shows the next, older page. */
  onOlder: () => void;
  /** Shows the previous, newer page (offered after page 1). */
  onNewer: () => void;
  /** Month the date filters' calendars open on. Default: the current month. */
  calendarMonth?: string;
}

/**
 * The audit log: who did what, when, to which record, and what changed (values as the server
 * recorded them, secrets masked there); filter by person, action and day; page by page.
 */
export function AuditLogTable({
  entries = [],
  loading = false,
  error = null,
  actors = [],
  filters,
  onFiltersChange,
  page = 1,
  hasOlder = false,
  onOlder,
  onNewer,
  calendarMonth,
}: AuditLogTableProps) {
  return (
    <Stack gap="md">
      <AuditLogFiltersBar
        value={filters}
        onChange={onFiltersChange}
        actors={actors}
        calendarMonth={calendarMonth}
      />
      <AdminTableFrame
        label="Audit log"
        columns={COLUMNS}
        loading={loading}
        error={error}
        empty={entries.length === 0}
        emptyText={AUDIT_LOG_EMPTY}
      >
        {entries.map((entry) => (
          <Table.Tr key={entry.id} data-entry-id={entry.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {formatLocalTimestamp(entry.created_at) ?? LABELS.notApplicable}
            </Table.Td>
            <Table.Td>{describeAuditActor(entry.actor)}</Table.Td>
            <Table.Td>{describeAuditAction(entry.action)}</Table.Td>
            <Table.Td>{describeAuditRecord(entry)}</Table.Td>
            <Table.Td>
              <Text size="sm" c="gray.8">
                {describeAuditChange(entry)}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </AdminTableFrame>
      {(page > 1 || hasOlder) && !loading && !error && (
        <Group justify="space-between" role="navigation" aria-label="Audit log pages">
          <Button
            variant="default"
            leftSection={<IconChevronLeft size={16} aria-hidden />}
            disabled={page <= 1}
            onClick={onNewer}
          >
            Newer
          </Button>
          <Text size="sm">Page {page}</Text>
          <Button
            variant="default"
            rightSection={<IconChevronRight size={16} aria-hidden />}
            disabled={!hasOlder}
            onClick={onOlder}
          >
            Older
          </Button>
        </Group>
      )}
    </Stack>
  );
}
