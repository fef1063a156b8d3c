import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../client';
import { invoiceKeys } from '../invoices/keys';
import { taskKeys } from '../tasks/keys';
import { vendorKeys } from '../vendors/keys';
import { adminKeys } from './keys';

/** GET /api/admin/invoices. */
export const adminInvoicesQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.invoices(),
    queryFn: async ({ signal }) => (await apiCall('adminListInvoices', { signal })) ?? [],
  });

/** GET /api/admin/vendors. */
export const adminVendorsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.vendors(),
    queryFn: async ({ signal }) => (await apiCall('adminListVendors', { signal })) ?? [],
  });

/** DELETE /api/admin/invoices/{id}. */
export function useDeleteInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoiceId: string) => apiCall('adminDeleteInvoice', { id: invoiceId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
        queryClient.invalidateQueries({ queryKey: taskKeys.all }),
      ]),
  });
}

/** DELETE /api/admin/vendors/{id}. */
export function useDeleteVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vendorId: string) => apiCall('adminDeleteVendor', { id: vendorId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
        queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
      ]),
  });
}
