import { ERROR_TOASTS } from '@ap/domain';
import { DashboardView, showSuccessToast } from '@ap/ui';
import { useQuery } from '@tanstack/react-query';
import { invoiceListQueryOptions } from '../../../api/invoices/queries';
import { taskListQueryOptions } from '../../../api/tasks/queries';
import { threadListQueryOptions, useSendThreadMessage } from '../../../api/threads/queries';
import { runAction } from '../../../feedback/toast-action';
import { useErrorToast } from '../../../feedback/useErrorToast';
import { useTaskActionHandlers } from '../../../tasks/useTaskActionHandlers';

/** /dashboard: stat cards, Recent Threads with the message box, Pending Tasks. */
export function DashboardScreen() {
  const invoices = useQuery({ ...invoiceListQueryOptions(), select: (list) => list.invoices });
  const threads = useQuery(threadListQueryOptions());
  const tasks = useQuery(taskListQueryOptions('pending'));
  const sendMessage = useSendThreadMessage();
  const taskActions = useTaskActionHandlers();
  useErrorToast(invoices.error, ERROR_TOASTS.loadDashboardStatistics);
  useErrorToast(threads.error, ERROR_TOASTS.loadThreads);
  useErrorToast(tasks.error, ERROR_TOASTS.loadTasks);

  return (
    <DashboardView
      stats={{ invoices: invoices.data, loading: invoices.isPending, error: invoices.isError }}
      threads={{
        threads: threads.data,
        loading: threads.isPending,
        error: threads.isError,
        onSendMessage: async (threadId, text) => {
          const reply = await runAction(() => sendMessage.mutateAsync({ threadId, text }), {
            failed: ERROR_TOASTS.sendMessage,
          });
          if (reply?.message) showSuccessToast(reply.message);
        },
      }}
      tasks={{
        tasks: tasks.data,
        loading: tasks.isPending,
        error: tasks.isError,
        ...taskActions,
      }}
    />
  );
}
