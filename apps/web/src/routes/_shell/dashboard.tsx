import { createFileRoute } from '@tanstack/react-router';
import { invoiceSummaryQueryOptions } from '../../api/invoices/queries';
import { taskListQueryOptions } from '../../api/tasks/queries';
import { threadListQueryOptions } from '../../api/threads/queries';
import { requireSignedIn } from '../../auth/guards';
import { DashboardScreen } from './-components/DashboardScreen';

export const Route = createFileRoute('/_shell/dashboard')({
  beforeLoad: requireSignedIn,
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(invoiceSummaryQueryOptions());
    void queryClient.prefetchQuery(threadListQueryOptions());
    void queryClient.prefetchQuery(taskListQueryOptions('pending'));
  },
  component: DashboardScreen,
});
