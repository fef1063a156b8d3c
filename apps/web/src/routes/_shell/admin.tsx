import { TASK_STATUSES, TASK_TYPES, type TaskStatus, type TaskType } from '@ap/domain';
import type { AdminTab } from '@ap/ui';
import { createFileRoute } from '@tanstack/react-router';
import { adminInvoicesQueryOptions } from '../../api/admin/queries';
import { optionalCalendarDate, optionalOneOf } from '../../app/search-params';
import { requireSignedIn } from '../../auth/guards';
import { AdminScreen } from './-components/AdminScreen';

/** The open tab and the task filters live in the address (`?tab=tasks&status=pending`). */
export interface AdminSearch {
  tab?: AdminTab;
  status?: TaskStatus;
  type?: TaskType;
  /** Created date, `YYYY-MM-DD`. */
  created?: string;
}

const ADMIN_TABS: readonly AdminTab[] = ['invoices', 'vendors', 'tasks'];

export const Route = createFileRoute('/_shell/admin')({
  validateSearch: (search: Record<string, unknown>): AdminSearch => ({
    tab: optionalOneOf(search.tab, ADMIN_TABS),
    status: optionalOneOf(search.status, TASK_STATUSES),
    type: optionalOneOf(search.type, TASK_TYPES),
    created: optionalCalendarDate(search.created),
  }),
  beforeLoad: requireSignedIn,
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(adminInvoicesQueryOptions());
  },
  component: AdminScreen,
});
