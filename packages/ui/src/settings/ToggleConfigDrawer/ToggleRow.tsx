import { Group, Stack, Switch, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ToggleConfigItem } from './toggleConfigTypes';

export interface ToggleRowProps {
  /** The check or action this row switches. */
  item: ToggleConfigItem;
  /** Whether the switch is on. */
  checked: boolean;
  /** Visible state text ('Enforced' / 'Not enforced'...). */
  stateLabel: string;
  /** Locked on (Always Required / Always Protected); default false. */
  locked?: boolean;
  /** Called with the new value; not called for a locked row. */
  onChange?: (value: boolean) => void;
  /** The switch cannot be used (e.g. the user's role); unlike `locked` no lock is shown. Default false. */
  disabled?: boolean;
}

/** One check or action: name, description and its switch. */
export function ToggleRow({
  item,
  checked,
  stateLabel,
  locked = false,
  onChange,
  disabled = false,
}: ToggleRowProps) {
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" data-item-id={item.id}>
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group gap={4}>
          {locked && <IconLock size={14} aria-hidden />}
          <Text fw={500} size="sm">
            {item.name}
          </Text>
        </Group>
        <Text size="xs" c="gray.7">
          {item.description}
        </Text>
      </Stack>
      <Switch
        aria-label={item.name}
        label={stateLabel}
        labelPosition="left"
        checked={checked}
        disabled={locked || disabled}
        onChange={(event) => onChange?.(event.currentTarget.checked)}
        styles={{ label: { whiteSpace: 'nowrap', color: 'var(--mantine-color-gray-8)' } }}
      />
    </Group>
  );
}
