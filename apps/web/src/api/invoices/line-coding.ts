import type { Invoice } from '@ap/domain/contract';
import type { LineCodingChange } from '@ap/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../client';
import { invalidateInvoice } from './mutations';

/**
 * A line's coding saved through the invoice save (PATCH /api/invoices/{id}): every item sent
 * by id (the list is whole), only the changed line carrying its changed values, so nothing
 * else moves; the server marks the values as the person's, which teaches the coding.
 */
export function useSaveLineCoding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      invoice,
      itemId,
      change,
    }: {
      invoice: Invoice;
      itemId: string;
      change: LineCodingChange;
    }) =>
      apiCall('saveInvoice', {
        id: invoice.id,
        body: {
          invoice_id: invoice.id,
          items: invoice.items.map((item) =>
            item.id === itemId ? { id: item.id, ...change } : { id: item.id },
          ),
        },
      }),
    onSuccess: (_data, { invoice }) => invalidateInvoice(queryClient, invoice.id),
  });
}
