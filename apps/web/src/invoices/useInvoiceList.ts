import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { mergeInvoiceRows } from '../api/invoices/invoice-changes';
import {
  invoicePagesQueryOptions,
  polledInvoiceChangesQueryOptions,
} from '../api/invoices/queries';

/**
 * The /invoices list at any size: the first page shows at once, the remaining pages load one
 * after another in the background (the table is virtualised, so every invoice can be shown),
 * and every 5 s while the tab is visible a poll asks only for what changed since the first
 * page's version (SPEC §9).
 */
export function useInvoiceList() {
  const pages = useInfiniteQuery(invoicePagesQueryOptions());
  const changes = useQuery({ ...polledInvoiceChangesQueryOptions(), enabled: pages.isSuccess });
  const { hasNextPage, isFetching, isError, fetchNextPage } = pages;
  const loaded = pages.data?.pages.length ?? 0;
  // Loading the rest is the infinite query's own fetchNextPage, one page after another (each
  // arrival changes `loaded`, which asks for the next).
  useEffect(() => {
    if (loaded > 0 && hasNextPage && !isFetching && !isError) void fetchNextPage();
  }, [loaded, hasNextPage, isFetching, isError, fetchNextPage]);

  // Changes count only against the pages they were polled for (a reset starts both again).
  const current = changes.data?.base === pages.data?.pages[0]?.version ? changes.data : undefined;
  const changedRows = current?.rows;
  const deletedIds = current?.deleted;
  // An idle poll keeps `rows` and `deleted` as they were: nothing is merged again.
  const rows = useMemo(
    () =>
      pages.data &&
      mergeInvoiceRows(
        pages.data.pages.map((page) => page.invoices),
        changedRows && deletedIds ? { rows: changedRows, deleted: deletedIds } : undefined,
        !hasNextPage,
      ),
    [pages.data, changedRows, deletedIds, hasNextPage],
  );
  return {
    rows,
    loading: pages.isPending,
    /** True while later pages are still arriving. */
    loadingMore: Boolean(hasNextPage) && !isError,
    /** The first page could not be read (the table shows it). */
    error: pages.data ? null : pages.error,
    /** A later page or a poll failed after its retries (a toast; the rows shown stay). */
    laterError: pages.data ? (pages.error ?? changes.error) : changes.error,
  };
}
