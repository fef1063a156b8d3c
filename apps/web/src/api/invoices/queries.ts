import { INVOICE_LIST_POLL_MS } from '@ap/domain';
import type { InvoicePage } from '@ap/domain/contract';
import { type InfiniteData, infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiCall, apiFile } from '../client';
import { applyInvoiceChanges, type InvoiceListChanges, noInvoiceChanges } from './invoice-changes';
import { invoiceKeys, invoiceOriginalKeys, invoicePageKeys } from './keys';

/** The first page fills the first screen quickly; the rest come in larger pages behind it. */
export const FIRST_PAGE_SIZE = 50;
export const NEXT_PAGE_SIZE = 1000;

/**
 * GET /api/invoices/page: the list newest first, one keyset page at a time (the screen reads
 * the first, then the rest in the background). Never stale: the changes poll keeps it current.
 */
export const invoicePagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: invoicePageKeys.all,
    queryFn: ({ pageParam, signal }) =>
      apiCall('listInvoicePage', {
        query: pageParam
          ? { limit: NEXT_PAGE_SIZE, cursor: pageParam }
          : { limit: FIRST_PAGE_SIZE },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    staleTime: Number.POSITIVE_INFINITY,
    // Pages never change once read, and comparing 100,000 rows with the last copy on every
    // page that arrives costs seconds of the main thread.
    structuralSharing: false,
  });

/**
 * GET /api/invoices/changes since the version the client holds: what changed since the first
 * page was read, accumulated (see invoice-changes.ts). An idle poll carries a few dozen bytes.
 * A `reset` answer (too much changed) reads the pages again from the first.
 */
export const invoiceChangesQueryOptions = () =>
  queryOptions({
    queryKey: invoiceKeys.changes(),
    queryFn: async ({ queryKey, client, signal }): Promise<InvoiceListChanges> => {
      const pages = client.getQueryData<InfiniteData<InvoicePage>>(invoicePageKeys.all);
      const base = pages?.pages[0]?.version;
      if (!base) return noInvoiceChanges(null);
      const held = client.getQueryData<InvoiceListChanges>(queryKey);
      const from = held?.base === base ? held : noInvoiceChanges(base);
      const answer = await apiCall('listInvoiceChanges', {
        query: { since: from.version ?? base },
        signal,
      });
      if (!answer) return from;
      if (answer.reset) {
        await client.resetQueries({ queryKey: invoicePageKeys.all });
        return noInvoiceChanges(null);
      }
      return applyInvoiceChanges(from, answer);
    },
  });

/** The changes as /invoices polls them: every 5 s, paused while the tab is hidden (SPEC §9). */
export const polledInvoiceChangesQueryOptions = () =>
  queryOptions({
    ...invoiceChangesQueryOptions(),
    refetchInterval: INVOICE_LIST_POLL_MS,
    refetchIntervalInBackground: false,
  });

/** GET /api/dashboard/summary: the stat cards' figures, computed by the server. */
export const invoiceSummaryQueryOptions = () =>
  queryOptions({
    queryKey: invoiceKeys.summary(),
    queryFn: ({ signal }) => apiCall('getDashboardSummary', { signal }),
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

/** GET /api/invoices/{id}/original: the file the invoice was read from; null when none. */
export const invoiceOriginalQueryOptions = (invoiceId: string) =>
  queryOptions({
    queryKey: invoiceOriginalKeys.detail(invoiceId),
    queryFn: ({ signal }) => apiFile('downloadInvoiceOriginal', { id: invoiceId, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
