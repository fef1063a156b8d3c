import { vendorIdFromFieldsChanged, vendorNameFromEvents } from '@ap/domain';
import type { EventType, WorkflowRun } from '@ap/domain/contract';
import { Group, Text } from '@mantine/core';

const EVENT_TYPES: EventType[] = ['error', 'warning', 'completed', 'other'];

export interface RunSummaryProps {
  /** The run summarised. */
  run: Pick<WorkflowRun, 'events' | 'outcomes'>;
  /** Vendor names looked up by id, for runs that set a vendor id but named none; default none. */
  vendorNames?: Readonly<Record<string, string>>;
}

/** The vendor a run worked on and how many events of each type it logged. */
export function RunSummary({ run, vendorNames = {} }: RunSummaryProps) {
  const vendorId = vendorIdFromFieldsChanged(run.outcomes.fields_changed);
  const vendor =
    vendorNameFromEvents(run.events) ?? (vendorId ? (vendorNames[vendorId] ?? null) : null);
  const counts = EVENT_TYPES.map(
    (type) => [type, run.events.filter((e) => e.event_type === type).length] as const,
  )
    .filter(([, count]) => count > 0)
    .map(([type, count]) => `${count} ${type}`);
  return (
    <Group gap="lg" data-testid="run-summary">
      {vendor && (
        <Text size="sm">
          <Text span fw={500}>
            Vendor:
          </Text>{' '}
          {vendor}
        </Text>
      )}
      <Text size="sm">
        <Text span fw={500}>
          Events:
        </Text>{' '}
        {counts.length > 0 ? counts.join(', ') : 'none'}
      </Text>
    </Group>
  );
}
