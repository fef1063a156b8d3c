import { ERROR_TOASTS, type SendEmailParametersPayload, SUCCESS_TOASTS } from '@ap/domain';
import { showSuccessToast } from '@ap/ui';
import { useApproveTask, useCancelTask, useUpdateTaskParameters } from '../api/tasks/mutations';
import { useSession } from '../auth/app-session';
import { useOperationDenial } from '../auth/useOperationDenial';
import { runAction } from '../feedback/toast-action';

/**
 * Approve, cancel and edit-parameters callbacks with the spec's toasts (dashboard, history),
 * and why the user's role may not approve (Approve is then disabled).
 */
export function useTaskActionHandlers() {
  const { user } = useSession();
  const approve = useApproveTask(user?.email ?? null);
  const cancel = useCancelTask();
  const update = useUpdateTaskParameters();
  const denial = useOperationDenial();
  return {
    approveDisabledReason: denial('approveTask', 'approve tasks'),
    onApprove: (taskId: string) =>
      runAction(() => approve.mutateAsync(taskId), {
        failed: ERROR_TOASTS.approveTaskFailed,
        error: ERROR_TOASTS.approveTaskError,
      }).then(() => showSuccessToast(SUCCESS_TOASTS.taskApproved)),
    onCancel: (taskId: string) =>
      runAction(() => cancel.mutateAsync(taskId), {
        failed: ERROR_TOASTS.cancelTaskFailed,
        error: ERROR_TOASTS.cancelTaskError,
      }).then(() => showSuccessToast(SUCCESS_TOASTS.taskCancelled)),
    onSaveParameters: (taskId: string, parameters: SendEmailParametersPayload) =>
      runAction(() => update.mutateAsync({ taskId, parameters }), {
        failed: ERROR_TOASTS.updateTask,
      }).then(() => showSuccessToast(SUCCESS_TOASTS.taskUpdated)),
  };
}
