import { ADMIN_TASK_FILTER_OPTIONS, type AdminTaskFilters, formatTaskTypeLabel } from '@ap/domain';
import { Group, NativeSelect } from '@mantine/core';
import { DateInput } from '@mantine/dates';

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...ADMIN_TASK_FILTER_OPTIONS.status.map((status) => ({ value: status, label: status })),
];
const TYPE_OPTIONS = [
  { value: '', label: 'All types' },
  ...ADMIN_TASK_FILTER_OPTIONS.type.map((type) => ({
    value: type,
    label: formatTaskTypeLabel(type),
  })),
];

export interface AdminTaskFilterValues extends AdminTaskFilters {
  status: string;
  type: string;
  /** `YYYY-MM-DD`, or null for any day. */
  createdDate: string | null;
}

export const NO_TASK_FILTERS: AdminTaskFilterValues = { status: '', type: '', createdDate: null };

export interface AdminTaskFiltersBarProps {
  /** Current filter values. Default: required. */
  value: AdminTaskFilterValues;
  /** Called with the new values when any filter changes. Default: required. */
  onChange: (value: AdminTaskFilterValues) => void;
  /** Month the created-date calendar opens on. Default: the current month. */
  calendarMonth?: string;
}

/** Status, type and created-date filters of the admin Tasks tab. */
export function AdminTaskFiltersBar({ value, onChange, calendarMonth }: AdminTaskFiltersBarProps) {
  return (
    <Group align="flex-end" gap="md">
      <NativeSelect
        label="Status"
        data={STATUS_OPTIONS}
        value={value.status}
        onChange={(event) => onChange({ ...value, status: event.currentTarget.value })}
      />
      <NativeSelect
        label="Type"
        data={TYPE_OPTIONS}
        value={value.type}
        onChange={(event) => onChange({ ...value, type: event.currentTarget.value })}
      />
      <DateInput
        label="Created date"
        placeholder="Any day"
        valueFormat="YYYY-MM-DD"
        clearable
        defaultDate={calendarMonth}
        value={value.createdDate}
        onChange={(createdDate) => onChange({ ...value, createdDate })}
        popoverProps={{ transitionProps: { duration: 0 } }}
        clearButtonProps={{ 'aria-label': 'Clear created date' }}
        w={180}
      />
    </Group>
  );
}
