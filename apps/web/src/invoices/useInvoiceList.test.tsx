import { type InvoiceChanges, toInvoiceListRow } from '@ap/domain/contract';
import { createManyInvoices, invoiceHandlers } from '@ap/ui/mocks';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { setApiSession } from '../api/session';
import { server } from '../testing/msw-server';
import { useInvoiceList } from './useInvoiceList';

const renderList = () => {
  setApiSession({ getAccessToken: async () => 't', orgId: 'org_demo', onUnauthorized: () => {} });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useInvoiceList(), { wrapper });
};

describe('useInvoiceList', () => {
  it('keeps the rows it has when a later page fails, and says so once', async () => {
    server.use(...invoiceHandlers({ invoices: createManyInvoices(120) }));
    server.use(
      http.get('*/api/invoices/page', ({ request }) =>
        new URL(request.url).searchParams.get('cursor')
          ? HttpResponse.json({ error: 'internal_error', message: 'Boom' }, { status: 500 })
          : undefined,
      ),
    );
    const { result } = renderList();
    await waitFor(() => expect(result.current.laterError).not.toBeNull());
    expect(result.current.rows).toHaveLength(50);
    expect(result.current.error).toBeNull();
    expect(result.current.loadingMore).toBe(false);
  });

  it('loads every page, then shows a changed and a deleted invoice at the next 5-second poll', async () => {
    const invoices = createManyInvoices(1_234);
    const [first, second] = invoices as [(typeof invoices)[0], (typeof invoices)[0]];
    const polls: string[] = [];
    let changed = false;
    server.use(...invoiceHandlers({ invoices }));
    // Added last, so it answers before the default handlers.
    server.use(
      http.get('*/api/invoices/changes', ({ request }) => {
        polls.push(new URL(request.url).searchParams.get('since') ?? '');
        const answer: InvoiceChanges = {
          invoices: changed
            ? [
                {
                  ...toInvoiceListRow(first),
                  invoice_number: 'INV-CHANGED',
                  created_at: first.created_at,
                },
              ]
            : [],
          deleted_ids: changed ? [second.id] : [],
          version: `${polls.length + 1}:${polls.length + 1}:`,
          reset: false,
        };
        return HttpResponse.json(answer);
      }),
    );
    const { result } = renderList();

    await waitFor(() => expect(result.current.rows).toHaveLength(1_234));
    expect(result.current.loadingMore).toBe(false);
    expect(result.current.rows?.[0]?.invoice_number).toBe(first.invoice_number);
    await waitFor(() => expect(polls.length).toBeGreaterThan(0));

    changed = true;
    // The next poll (5 s; a generous deadline for a loaded machine).
    await waitFor(() => expect(result.current.rows?.[0]?.invoice_number).toBe('INV-CHANGED'));
    expect(result.current.rows).toHaveLength(1_233);
    expect(result.current.rows?.some((row) => row.id === second.id)).toBe(false);
    // Each poll asks from the version the previous one answered.
    expect(polls[0]).toBe('1:1:');
    expect(polls.at(-1)).toBe(`${polls.length}:${polls.length}:`);
  });
});
