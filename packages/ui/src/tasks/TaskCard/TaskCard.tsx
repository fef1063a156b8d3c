import { formatLocalTimestamp, formatTaskTypeLabel } from '@ap/domain';
import type { Task } from '@ap/domain/contract';
import { Card, Group, Stack, Text } from '@mantine/core';
import { TaskActions, type TaskActionsProps } from './TaskActions';
import { TaskParametersSummary } from './TaskParametersSummary';
import { TaskStatusBadge } from './TaskStatusBadge';

export interface TaskCardProps extends TaskActionsProps {
  /** The task shown. Default: required. */
  task: Task;
}

/**
 * A drafted action: its type, status, what it will do and, while pending, the approve, cancel
 * and (send_email only) edit actions. Used on the dashboard and in the Workflow History panel.
 */
export function TaskCard({ task, ...actions }: TaskCardProps) {
  const created = formatLocalTimestamp(task.created_at);
  const approved = formatLocalTimestamp(task.approved_at);
  return (
    <Card
      withBorder
      padding="sm"
      data-task-id={task.id}
      aria-label={`${formatTaskTypeLabel(task.task_type)} task`}
      component="article"
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{formatTaskTypeLabel(task.task_type)}</Text>
          <TaskStatusBadge status={task.status} />
        </Group>
        <TaskParametersSummary task={task} />
        {created && (
          <Text size="xs" c="gray.7">
            Created {created}
          </Text>
        )}
        {approved && (
          <Text size="xs" c="gray.7">
            Approved {approved}
            {task.approved_by_email ? ` by ${task.approved_by_email}` : ''}
          </Text>
        )}
        {task.error_message && (
          <Text size="sm" c="red.9">
            {task.error_message}
          </Text>
        )}
        <TaskActions task={task} {...actions} />
      </Stack>
    </Card>
  );
}
