import { EMPTY_STATES, ERROR_TOASTS } from '@ap/domain';
import type { Task } from '@ap/domain/contract';
import { Stack } from '@mantine/core';
import { type TaskActionsProps, TaskCard } from '../../tasks/TaskCard';
import { DashboardCard } from '../DashboardCard';

export interface PendingTasksCardProps extends Omit<TaskActionsProps, 'task'> {
  /** The pending tasks (GET /api/tasks?status=pending). Default: none. */
  tasks?: readonly Task[];
  /** Shows 'Loading...'. Default: false. */
  loading?: boolean;
  /** Shows 'Failed to load tasks'. Default: false. */
  error?: boolean;
}

/** 'Pending Tasks': each with approve, cancel (confirmed) and, for send_email, edit. */
export function PendingTasksCard({
  tasks = [],
  loading = false,
  error = false,
  ...actions
}: PendingTasksCardProps) {
  return (
    <DashboardCard
      title="Pending Tasks"
      loading={loading}
      error={error ? ERROR_TOASTS.loadTasks : null}
      empty={tasks.length === 0}
      emptyText={EMPTY_STATES.pendingTasks}
    >
      <Stack gap="sm">
        {tasks.map((task) => (
          <TaskCard key={task.id} task={task} {...actions} />
        ))}
      </Stack>
    </DashboardCard>
  );
}
