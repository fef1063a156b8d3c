import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../admin/keys';
import { apiCall } from '../client';
import { invalidateInvoice } from '../invoices/mutations';
import { vendorKeys } from './keys';

/** GET /api/vendors/{id}/reading-rules: what the assistant learned about the vendor. */
export const readingRulesQueryOptions = (vendorId: string) =>
  queryOptions({
    queryKey: [...vendorKeys.detail(vendorId), 'reading-rules'] as const,
    queryFn: ({ signal }) => apiCall('listVendorReadingRules', { id: vendorId, signal }),
  });

/** PUT /api/vendors/{id}/name, then the invoice (its vendor's name) and the vendor lists. */
export function useRenameVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ vendorId, name }: { vendorId: string; name: string; invoiceId: string }) =>
      apiCall('renameVendor', { id: vendorId, body: { name } }),
    onSuccess: (_vendor, { invoiceId }) =>
      Promise.all([
        invalidateInvoice(queryClient, invoiceId),
        queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminKeys.vendors() }),
      ]),
  });
}

/** PUT /api/invoices/{id}/vendor: the invoice belongs to another existing vendor. */
export function useMoveInvoiceToVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceId, vendorId }: { invoiceId: string; vendorId: string }) =>
      apiCall('moveInvoiceToVendor', { id: invoiceId, body: { vendor_id: vendorId } }),
    onSuccess: (_invoice, { invoiceId }) =>
      Promise.all([
        invalidateInvoice(queryClient, invoiceId),
        queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
      ]),
  });
}

/** DELETE /api/vendor-reading-rules/{id}: the answer is the vendor's rules as they now are. */
export function useForgetReadingRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ruleId: string) => apiCall('forgetVendorReadingRule', { id: ruleId }),
    onSuccess: (learned) =>
      queryClient.setQueryData(readingRulesQueryOptions(learned.vendor_id).queryKey, learned),
  });
}
