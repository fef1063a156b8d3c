import {
  canEditTaskParameters,
  canShowTaskActions,
  type SendEmailParametersPayload,
} from '@ap/domain';
import type { Task } from '@ap/domain/contract';
import { Button, Group, Stack } from '@mantine/core';
import { useId, useState } from 'react';
import { RestrictionNote } from '../../feedback/RestrictionNote';
import { CancelTaskConfirm } from '../CancelTaskConfirm';
import { SendEmailTaskModal } from '../SendEmailTaskForm';
import { useRunningAction } from './useRunningAction';

export interface TaskActionsProps {
  /** The task acted on. Default: required. */
  task: Task;
  /** Approve (which also executes) the task. Default: required. */
  onApprove: (taskId: string) => unknown;
  /** Cancel the task, called after the user confirmed. Default: required. */
  onCancel: (taskId: string) => unknown;
  /** Save edited send_email parameters. Default: required. */
  onSaveParameters: (taskId: string, parameters: SendEmailParametersPayload) => unknown;
  /** Why this user may not approve (their role); when set, Approve is disabled and this shown. Default: none (enabled). */
  approveDisabledReason?: string | null;
}

/** Approve, Cancel (after confirmation) and, for send_email, Edit; only for pending tasks. */
export function TaskActions({
  task,
  onApprove,
  onCancel,
  onSaveParameters,
  approveDisabledReason = null,
}: TaskActionsProps) {
  const reasonId = useId();
  const [dialog, setDialog] = useState<'cancel' | 'edit' | null>(null);
  const { running, run } = useRunningAction<'approve' | 'cancel' | 'edit'>();
  if (!canShowTaskActions(task)) return null;

  const confirmCancel = async () => {
    if (await run('cancel', () => onCancel(task.id))) setDialog(null);
  };
  const saveParameters = async (parameters: SendEmailParametersPayload) => {
    if (await run('edit', () => onSaveParameters(task.id, parameters))) setDialog(null);
  };

  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Button
          size="xs"
          color="blue.8"
          loading={running === 'approve'}
          disabled={approveDisabledReason !== null || (running !== null && running !== 'approve')}
          aria-describedby={approveDisabledReason !== null ? reasonId : undefined}
          onClick={() => run('approve', () => onApprove(task.id))}
        >
          Approve
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={running !== null}
          onClick={() => setDialog('cancel')}
        >
          Cancel
        </Button>
        {canEditTaskParameters(task) && task.task_type === 'send_email' && (
          <>
            <Button
              size="xs"
              variant="default"
              disabled={running !== null}
              onClick={() => setDialog('edit')}
            >
              Edit
            </Button>
            <SendEmailTaskModal
              opened={dialog === 'edit'}
              initialParameters={task.parameters}
              saving={running === 'edit'}
              onSubmit={saveParameters}
              onClose={() => setDialog(null)}
            />
          </>
        )}
        <CancelTaskConfirm
          opened={dialog === 'cancel'}
          loading={running === 'cancel'}
          onConfirm={confirmCancel}
          onClose={() => setDialog(null)}
        />
      </Group>
      {approveDisabledReason !== null && (
        <RestrictionNote id={reasonId}>{approveDisabledReason}</RestrictionNote>
      )}
    </Stack>
  );
}
