import type { SendEmailParametersPayload } from '@ap/domain';
import type { Task, TaskActionResponse } from '@ap/domain/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../client';
import { invoiceKeys } from '../invoices/keys';
import { taskKeys } from './keys';

/** A task changed: every task list, the task itself, and the invoices its action may touch. */
function invalidateTask(queryClient: QueryClient, taskId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: taskKeys.all }),
    queryClient.invalidateQueries({ queryKey: taskKeys.detail(taskId) }),
    queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  ]);
}

/** The reply's fields win; approve without approval facts falls back to now and the user. */
export function approvedTask(
  reply: TaskActionResponse | undefined,
  previous: Task | undefined,
  approverEmail: string | null,
  now: Date,
): Task | undefined {
  const base = reply ?? previous;
  if (!base) return undefined;
  const { message: _message, ...task } = base as TaskActionResponse;
  return {
    ...task,
    status: 'executed',
    approved_at: task.approved_at ?? now.toISOString(),
    approved_by_email: task.approved_by_email ?? approverEmail,
  };
}

/** POST /api/tasks/{id}/approve (approve also executes). */
export function useApproveTask(approverEmail: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taskId: string) => apiCall('approveTask', { id: taskId }),
    onSuccess: (reply, taskId) => {
      const previous = queryClient.getQueryData<Task>(taskKeys.detail(taskId));
      const task = approvedTask(reply, previous, approverEmail, new Date());
      if (task) queryClient.setQueryData(taskKeys.detail(taskId), task);
      return invalidateTask(queryClient, taskId);
    },
  });
}

/** POST /api/tasks/{id}/cancel. */
export function useCancelTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taskId: string) => apiCall('cancelTask', { id: taskId }),
    onSuccess: (_reply, taskId) => invalidateTask(queryClient, taskId),
  });
}

/** PUT /api/tasks/{id}/parameters (pending send_email only); the task is then reloaded. */
export function useUpdateTaskParameters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      taskId,
      parameters,
    }: {
      taskId: string;
      parameters: SendEmailParametersPayload;
    }) => apiCall('updateTaskParameters', { id: taskId, body: parameters }),
    onSuccess: (_reply, { taskId }) => invalidateTask(queryClient, taskId),
  });
}
