import {
  AUDIT_ACTION_FAMILIES,
  auditActionsOf,
  describeAuditAction,
  describeAuditActor,
} from '@ap/domain';
import type { AuditActor } from '@ap/domain/contract';
import { Group, NativeSelect } from '@mantine/core';
import { DateInput } from '@mantine/dates';

/** The audit log's filters as the screen keeps them ('' / null = any). */
export interface AuditLogFilterValues {
  /** The acting user's id, 'assistant' or 'system'. */
  actor: string;
  /** One action ('user.invite') or a family ('user.*'). */
  action: string;
  /** First day, `YYYY-MM-DD` (inclusive). */
  from: string | null;
  /** Last day, `YYYY-MM-DD` (inclusive). */
  to: string | null;
}

export const NO_AUDIT_FILTERS: AuditLogFilterValues = {
  actor: '',
  action: '',
  from: null,
  to: null,
};

/** Every family, then its known actions: 'Members' > 'All member changes', 'Invited a member'. */
const ACTION_OPTIONS = [
  { value: '', label: 'All actions' },
  ...AUDIT_ACTION_FAMILIES.map((family) => ({
    group: family.label,
    items: [
      { value: family.value, label: `Any: ${family.label}` },
      ...auditActionsOf(family.value).map((action) => ({
        value: action,
        label: describeAuditAction(action),
      })),
    ],
  })),
];

export interface AuditLogFiltersBarProps {
  value: AuditLogFilterValues;
  onChange: (value: AuditLogFilterValues) => void;
  /** Who may be picked: everyone who acted. */
  actors: readonly AuditActor[];
  /** Month the calendars open on. Default: the current month. */
  calendarMonth?: string;
}

/** Person, action, and the first and last day of the audit log. */
export function AuditLogFiltersBar({
  value,
  onChange,
  actors,
  calendarMonth,
}: AuditLogFiltersBarProps) {
  const people = [
    { value: '', label: 'Everyone' },
    ...actors.map((actor) => ({ value: actor.user_id, label: describeAuditActor(actor) })),
  ];
  // A person chosen in the address but no longer listed still reads as chosen.
  if (value.actor && !people.some((p) => p.value === value.actor))
    people.push({ value: value.actor, label: value.actor });
  const date = (field: 'from' | 'to', label: string) => (
    <DateInput
      label={label}
      placeholder="Any day"
      valueFormat="YYYY-MM-DD"
      clearable
      defaultDate={calendarMonth}
      value={value[field]}
      onChange={(day) => onChange({ ...value, [field]: day })}
      popoverProps={{ transitionProps: { duration: 0 } }}
      clearButtonProps={{ 'aria-label': `Clear ${label.toLowerCase()}` }}
      w={150}
    />
  );
  return (
    <Group align="flex-end" gap="md">
      <NativeSelect
        label="Person"
        data={people}
        value={value.actor}
        onChange={(event) => onChange({ ...value, actor: event.currentTarget.value })}
        w={220}
      />
      <NativeSelect
        label="Action"
        data={ACTION_OPTIONS}
        value={value.action}
        onChange={(event) => onChange({ ...value, action: event.currentTarget.value })}
        w={260}
      />
      {date('from', 'From')}
      {date('to', 'To')}
    </Group>
  );
}
