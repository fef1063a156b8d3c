import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../admin/keys';
import { apiCall } from '../client';
import { invoiceKeys } from '../invoices/keys';
import { threadKeys } from '../threads/keys';
import { skippedDocumentKeys } from './keys';

/**
 * POST /api/skipped-documents/{id}/read-as-invoice: the draft invoice made of it (the same one
 * when asked again). The lists that show it change: skipped documents, invoices, threads.
 */
export function useReadAsInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => apiCall('readSkippedDocumentAsInvoice', { id: documentId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: skippedDocumentKeys.all }),
        queryClient.invalidateQueries({ queryKey: invoiceKeys.changes() }),
        queryClient.invalidateQueries({ queryKey: invoiceKeys.summary() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.invoices() }),
        queryClient.invalidateQueries({ queryKey: threadKeys.all }),
      ]),
  });
}
