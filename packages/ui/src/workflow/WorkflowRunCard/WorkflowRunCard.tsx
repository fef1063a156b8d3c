import { formatLocalTimestamp, getStatusStyle } from '@ap/domain';
import type { Task, WorkflowRun } from '@ap/domain/contract';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { RunSummary } from './RunSummary';
import { RunTasks } from './RunTasks';
import { RunTimeline } from './RunTimeline';

// Shades that keep WCAG AA text contrast on the filled badge.
const SHADE: Record<string, number> = { green: 6, red: 9, gray: 7, blue: 8, yellow: 5 };

export interface WorkflowRunCardProps {
  /** The run shown. */
  run: WorkflowRun;
  /** Tasks loaded so far, by id; default none. */
  tasksById?: Readonly<Record<string, Task>>;
  /** Vendor names by id, for the vendor summary; default none. */
  vendorNames?: Readonly<Record<string, string>>;
}

/** One workflow run: trigger, status, times, summary, vendor/event summary, timeline and tasks. */
export function WorkflowRunCard({ run, tasksById = {}, vendorNames }: WorkflowRunCardProps) {
  const status = getStatusStyle(run.status);
  const started = formatLocalTimestamp(run.started_at);
  const completed = formatLocalTimestamp(run.completed_at);
  return (
    <Card withBorder padding="sm" component="article" aria-label={`Workflow run ${run.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{run.trigger ? `Trigger: ${run.trigger}` : 'Workflow run'}</Text>
          <Badge variant="filled" color={`${status.color}.${SHADE[status.color] ?? 7}`}>
            {status.label}
          </Badge>
        </Group>
        <Text size="xs" c="gray.7">
          Started {started}
          {completed ? ` · Completed ${completed}` : ''}
        </Text>
        {run.summary && <Text size="sm">{run.summary}</Text>}
        <RunSummary run={run} vendorNames={vendorNames} />
        <RunTimeline run={run} />
        <RunTasks taskIds={run.outcomes.tasks_created} tasksById={tasksById} />
      </Stack>
    </Card>
  );
}
