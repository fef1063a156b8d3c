import {
  EMPTY_STATES,
  ERROR_TOASTS,
  filterAdminTasks,
  formatLocalTimestamp,
  formatTaskTypeLabel,
  LABELS,
} from '@ap/domain';
import type { Task } from '@ap/domain/contract';
import { Stack, Table } from '@mantine/core';
import { useState } from 'react';
import { TaskStatusBadge } from '../../tasks/TaskCard';
import { AdminTableFrame } from '../AdminTableFrame';
import {
  AdminTaskFiltersBar,
  type AdminTaskFilterValues,
  NO_TASK_FILTERS,
} from './AdminTaskFilters';

const COLUMNS = ['Type', 'Status', 'Created', 'Approved By', 'Error'] as const;

export interface AdminTasksTableProps {
  /** Every task of the organisation (GET /api/tasks). Default: none. */
  tasks?: readonly Task[];
  /** Shows 'Loading...'. Default: false. */
  loading?: boolean;
  /** Shows 'Failed to load tasks'. Default: false. */
  error?: boolean;
  /** Filters applied when the tab opens. Default: none (every task). */
  defaultFilters?: Partial<AdminTaskFilterValues>;
  /** The filters, when the caller keeps them (e.g. in the address). Default: kept inside. */
  filters?: AdminTaskFilterValues;
  /** Called with the new filters when any changes. Default: none. */
  onFiltersChange?: (filters: AdminTaskFilterValues) => void;
}

/** Admin Tasks tab: filter by status, type and created date; newest first (domain rule). */
export function AdminTasksTable({
  tasks = [],
  loading = false,
  error = false,
  defaultFilters,
  filters: controlledFilters,
  onFiltersChange,
}: AdminTasksTableProps) {
  const [ownFilters, setOwnFilters] = useState({ ...NO_TASK_FILTERS, ...defaultFilters });
  const filters = controlledFilters ?? ownFilters;
  const setFilters = (next: AdminTaskFilterValues) => {
    setOwnFilters(next);
    onFiltersChange?.(next);
  };
  const shown = filterAdminTasks(tasks, filters);
  return (
    <Stack gap="md">
      <AdminTaskFiltersBar
        value={filters}
        onChange={setFilters}
        calendarMonth={filterAdminTasks(tasks)[0]?.created_at}
      />
      <AdminTableFrame
        label="Tasks"
        columns={COLUMNS}
        loading={loading}
        error={error ? ERROR_TOASTS.loadTasks : null}
        empty={shown.length === 0}
        emptyText={EMPTY_STATES.tasks}
      >
        {shown.map((task) => (
          <Table.Tr key={task.id} data-task-id={task.id}>
            <Table.Td>{formatTaskTypeLabel(task.task_type)}</Table.Td>
            <Table.Td>
              <TaskStatusBadge status={task.status} />
            </Table.Td>
            <Table.Td>{formatLocalTimestamp(task.created_at) ?? LABELS.notApplicable}</Table.Td>
            <Table.Td>{task.approved_by_email ?? LABELS.notApplicable}</Table.Td>
            <Table.Td>{task.error_message ?? ''}</Table.Td>
          </Table.Tr>
        ))}
      </AdminTableFrame>
    </Stack>
  );
}
