import { APP_MESSAGES, formatTaskTypeLabel, isTaskPerformed } from '@ap/domain';
import type { Task } from '@ap/domain/contract';
import { Group, Stack, Text } from '@mantine/core';
import { TaskStatusBadge } from '../../tasks/TaskCard';

export interface RunTasksProps {
  /** Ids of the tasks the run drafted. */
  taskIds: readonly string[];
  /** Tasks loaded so far, by id; a missing one shows 'Loading...'. */
  tasksById: Readonly<Record<string, Task>>;
}

/** The tasks a run drafted, with their status (actions live in the approval section). */
export function RunTasks({ taskIds, tasksById }: RunTasksProps) {
  if (taskIds.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Tasks created
      </Text>
      {taskIds.map((id) => {
        const task = tasksById[id];
        return (
          <Group key={id} gap="xs" data-task-id={id}>
            {task ? (
              <>
                <Text size="sm">{formatTaskTypeLabel(task.task_type)}</Text>
                <TaskStatusBadge status={task.status} />
                {isTaskPerformed(task) && (
                  <Text size="xs" c="gray.7">
                    Performed
                  </Text>
                )}
              </>
            ) : (
              <Text size="sm" c="gray.7">
                {APP_MESSAGES.loading}
              </Text>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}
