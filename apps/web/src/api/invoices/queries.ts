import { INVOICE_LIST_POLL_MS } from '@ap/domain';
import type { InvoiceListRow } from '@ap/domain/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiCall, apiExchange } from '../client';
import { invoiceKeys } from './keys';

/** The cached list with the ETag it came with, so the next poll can ask "changed since?". */
export interface InvoiceListSnapshot {
  etag: string | null;
  /** The rows the list shows (the dialog reads the whole invoice by id). */
  invoices: InvoiceListRow[];
}

/**
 * GET /api/invoices/ with If-None-Match: an unchanged list answers 304 and the cached snapshot
 * is kept (same object, so nothing re-renders).
 */
export const invoiceListQueryOptions = () =>
  queryOptions({
    queryKey: invoiceKeys.list(),
    queryFn: async ({ queryKey, client, signal }): Promise<InvoiceListSnapshot> => {
      const previous = client.getQueryData<InvoiceListSnapshot>(queryKey);
      const answer = await apiExchange('listInvoices', {
        headers: previous?.etag ? { 'If-None-Match': previous.etag } : undefined,
        signal,
      });
      if (answer.status === 304 && previous) return previous;
      return { etag: answer.etag, invoices: answer.data ?? [] };
    },
  });

/** The list as /invoices shows it: polled every 5 s, paused while the tab is hidden. */
export const polledInvoiceListQueryOptions = () =>
  queryOptions({
    ...invoiceListQueryOptions(),
    refetchInterval: INVOICE_LIST_POLL_MS,
    refetchIntervalInBackground: false,
  });

/** GET /api/invoices/{id}: the whole invoice for the dialog. */
export const invoiceQueryOptions = (invoiceId: string) =>
  queryOptions({
    queryKey: invoiceKeys.detail(invoiceId),
    queryFn: ({ signal }) => apiCall('getInvoice', { id: invoiceId, signal }),
  });

/** GET /api/workflow-runs/invoice/{id}. */
export const invoiceWorkflowRunsQueryOptions = (invoiceId: string) =>
  queryOptions({
    queryKey: invoiceKeys.workflowRuns(invoiceId),
    queryFn: async ({ signal }) =>
      (await apiCall('listInvoiceWorkflowRuns', { id: invoiceId, signal })) ?? [],
  });
