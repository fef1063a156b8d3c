// The created-date filter's calendar; loaded with this screen only.
import '@mantine/dates/styles.css';

import { ERROR_TOASTS, SUCCESS_TOASTS, type TaskStatus, type TaskType } from '@ap/domain';
import { AdminDashboard, type AdminTaskFilterValues, showSuccessToast } from '@ap/ui';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import {
  adminInvoicesQueryOptions,
  adminVendorsQueryOptions,
  useDeleteInvoice,
  useDeleteVendor,
} from '../../../api/admin/queries';
import { taskListQueryOptions } from '../../../api/tasks/queries';
import { useOperationDenial } from '../../../auth/useOperationDenial';
import { runAction } from '../../../feedback/toast-action';
import { useErrorToast } from '../../../feedback/useErrorToast';

const route = getRouteApi('/_shell/admin');

/** /admin: Invoices, Vendors and Tasks tabs; tab and task filters in the address. */
export function AdminScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const tab = search.tab ?? 'invoices';
  const invoices = useQuery(adminInvoicesQueryOptions());
  const vendors = useQuery({ ...adminVendorsQueryOptions(), enabled: tab === 'vendors' });
  const tasks = useQuery({ ...taskListQueryOptions(), enabled: tab === 'tasks' });
  const deleteInvoice = useDeleteInvoice();
  const deleteVendor = useDeleteVendor();
  const denial = useOperationDenial();
  useErrorToast(invoices.error, ERROR_TOASTS.loadInvoicesAdmin);
  useErrorToast(vendors.error, ERROR_TOASTS.loadVendors);
  useErrorToast(tasks.error, ERROR_TOASTS.loadTasks);

  const filters: AdminTaskFilterValues = {
    status: search.status ?? '',
    type: search.type ?? '',
    createdDate: search.created ?? null,
  };
  const setFilters = (next: AdminTaskFilterValues) =>
    void navigate({
      search: (previous) => ({
        ...previous,
        status: (next.status || undefined) as TaskStatus | undefined,
        type: (next.type || undefined) as TaskType | undefined,
        created: next.createdDate ?? undefined,
      }),
      replace: true,
    });

  return (
    <AdminDashboard
      onBack={() => void navigate({ to: '/dashboard' })}
      onOpenAuditLog={() => void navigate({ to: '/admin/audit-log' })}
      onOpen1099Report={() => void navigate({ to: '/admin/1099' })}
      onOpenSkippedDocuments={() => void navigate({ to: '/admin/skipped-documents' })}
      tab={tab}
      onTabChange={(next) => void navigate({ search: (previous) => ({ ...previous, tab: next }) })}
      invoices={{
        invoices: invoices.data,
        loading: invoices.isPending,
        error: invoices.isError,
        onDelete: (invoiceId) =>
          runAction(() => deleteInvoice.mutateAsync(invoiceId), {
            failed: ERROR_TOASTS.deleteInvoice,
          }).then(() => showSuccessToast(SUCCESS_TOASTS.invoiceDeleted)),
        deleteDisabledReason: denial('adminDeleteInvoice', 'delete invoices'),
      }}
      vendors={{
        vendors: vendors.data,
        loading: vendors.isPending,
        error: vendors.isError,
        onDelete: (vendorId) =>
          runAction(() => deleteVendor.mutateAsync(vendorId), {
            failed: ERROR_TOASTS.deleteVendor,
          }).then(() => showSuccessToast(SUCCESS_TOASTS.vendorDeleted)),
        deleteDisabledReason: denial('adminDeleteVendor', 'delete vendors'),
      }}
      tasks={{
        tasks: tasks.data,
        loading: tasks.isPending,
        error: tasks.isError,
        filters,
        onFiltersChange: setFilters,
      }}
    />
  );
}
