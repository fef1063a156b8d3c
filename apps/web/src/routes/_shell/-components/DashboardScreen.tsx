import { type DashboardStats, ERROR_TOASTS, toCents } from '@ap/domain';
import type { DashboardSummary } from '@ap/domain/contract';
import { DashboardView, showSuccessToast } from '@ap/ui';
import { useQuery } from '@tanstack/react-query';
import { invoiceSummaryQueryOptions } from '../../../api/invoices/queries';
import { taskListQueryOptions } from '../../../api/tasks/queries';
import { threadListQueryOptions, useSendThreadMessage } from '../../../api/threads/queries';
import { runAction } from '../../../feedback/toast-action';
import { useErrorToast } from '../../../feedback/useErrorToast';
import { useTaskActionHandlers } from '../../../tasks/useTaskActionHandlers';

const toStats = (summary: DashboardSummary): DashboardStats => ({
  totalInvoices: summary.total_invoices,
  pendingInvoices: summary.pending_invoices,
  totalAmountDueCents: toCents(summary.total_amount_due),
});

/** /dashboard: stat cards (the server's aggregate), Recent Threads with the message box, Pending Tasks. */
export function DashboardScreen() {
  const summary = useQuery({ ...invoiceSummaryQueryOptions(), select: toStats });
  const threads = useQuery(threadListQueryOptions());
  const tasks = useQuery(taskListQueryOptions('pending'));
  const sendMessage = useSendThreadMessage();
  const taskActions = useTaskActionHandlers();
  useErrorToast(summary.error, ERROR_TOASTS.loadDashboardStatistics);
  useErrorToast(threads.error, ERROR_TOASTS.loadThreads);
  useErrorToast(tasks.error, ERROR_TOASTS.loadTasks);

  return (
    <DashboardView
      stats={{ stats: summary.data, loading: summary.isPending, error: summary.isError }}
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
