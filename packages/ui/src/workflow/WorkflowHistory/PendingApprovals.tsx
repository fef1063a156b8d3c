import { canShowTaskActions, EMPTY_STATES, type SendEmailParametersPayload } from '@ap/domain';
import type { Task, WorkflowRun } from '@ap/domain/contract';
import { Stack, Text } from '@mantine/core';
import { TaskCard } from '../../tasks/TaskCard';

export interface PendingApprovalsProps {
  /** The invoice's runs; their drafted tasks are looked up in `tasksById`. */
  runs: readonly WorkflowRun[];
  /** Tasks loaded so far, by id. */
  tasksById: Readonly<Record<string, Task>>;
  /** Approves (and executes) a task. */
  onApproveTask: (taskId: string) => unknown;
  /** Cancels a task after the user confirmed. */
  onCancelTask: (taskId: string) => unknown;
  /** Saves edited send_email parameters. */
  onUpdateTaskParameters: (taskId: string, parameters: SendEmailParametersPayload) => unknown;
  /** Why this user may not approve (their role); disables Approve and says so. Default: none. */
  approveDisabledReason?: string | null;
}

/** The drafted actions still waiting for a person, with approve / cancel / edit. */
export function PendingApprovals({
  runs,
  tasksById,
  onApproveTask,
  onCancelTask,
  onUpdateTaskParameters,
  approveDisabledReason,
}: PendingApprovalsProps) {
  const ids = [...new Set(runs.flatMap((run) => run.outcomes.tasks_created))];
  const pending = ids
    .map((id) => tasksById[id])
    .filter((task): task is Task => task !== undefined && canShowTaskActions(task));
  return (
    <section aria-label="Actions awaiting approval">
      <Text fw={600} size="sm" mb="xs">
        Actions awaiting approval
      </Text>
      {pending.length === 0 ? (
        <Text size="sm" c="gray.7">
          {EMPTY_STATES.humanApprovalActions}
        </Text>
      ) : (
        <Stack gap="sm">
          {pending.map((task) => (
            <TaskCard
              key={task.id}
              task={task}
              onApprove={onApproveTask}
              onCancel={onCancelTask}
              onSaveParameters={onUpdateTaskParameters}
              approveDisabledReason={approveDisabledReason}
            />
          ))}
        </Stack>
      )}
    </section>
  );
}
