import { formatLocalTimestamp, visibleFieldChanges } from '@ap/domain';
import type { EventType, WorkflowRun } from '@ap/domain/contract';
import { Text, ThemeIcon, Timeline } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCheck,
  IconInfoCircle,
  IconPencil,
  IconX,
} from '@tabler/icons-react';

// The bullet's colour and icon say the event type at a glance.
const EVENT_LOOK: Record<EventType, { color: string; Icon: typeof IconCheck }> = {
  error: { color: 'red.9', Icon: IconX },
  warning: { color: 'orange.9', Icon: IconAlertTriangle },
  completed: { color: 'green.9', Icon: IconCheck },
  other: { color: 'gray.7', Icon: IconInfoCircle },
};

export interface RunTimelineProps {
  /** The run whose events and field changes are listed. */
  run: Pick<WorkflowRun, 'events' | 'outcomes'>;
}

/** A run's events in order, then the fields it changed (internal fields hidden by the domain rule). */
export function RunTimeline({ run }: RunTimelineProps) {
  const changes = visibleFieldChanges(run.outcomes.fields_changed);
  return (
    <Timeline bulletSize={20} lineWidth={2} active={-1}>
      {run.events.map((event, index) => {
        const { color, Icon } = EVENT_LOOK[event.event_type];
        return (
          <Timeline.Item
            // biome-ignore lint/suspicious/noArrayIndexKey: events are an append-only log
            key={index}
            bullet={
              <ThemeIcon size={20} radius="xl" color={color} aria-hidden>
                <Icon size={12} />
              </ThemeIcon>
            }
            title={event.node_name}
            data-event-type={event.event_type}
          >
            <Text size="sm">{event.message}</Text>
            <Text size="xs" c="gray.7">
              {formatLocalTimestamp(event.timestamp)}
            </Text>
          </Timeline.Item>
        );
      })}
      {changes.length > 0 && (
        <Timeline.Item bullet={<IconPencil size={12} aria-hidden />} title="Fields changed">
          {changes.map(([label, value]) => (
            <Text size="sm" key={label}>
              {label}: {String(value ?? '')}
            </Text>
          ))}
        </Timeline.Item>
      )}
    </Timeline>
  );
}
