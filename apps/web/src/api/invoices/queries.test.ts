import { type InvoiceChanges, toInvoiceListRow } from '@ap/domain/contract';
import { createManyInvoices, invoiceHandlers } from '@ap/ui/mocks';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../testing/msw-server';
import { createQueryClient } from '../query-client';
import { setApiSession } from '../session';
import { invoicePageKeys } from './keys';
import {
  FIRST_PAGE_SIZE,
  invoiceChangesQueryOptions,
  invoicePagesQueryOptions,
  NEXT_PAGE_SIZE,
  polledInvoiceChangesQueryOptions,
} from './queries';

const invoices = createManyInvoices(1200);
const row = (index: number) => ({
  ...toInvoiceListRow(invoices[index]!),
  created_at: invoices[index]!.created_at,
});

describe('invoice list queries', () => {
  beforeEach(() =>
    setApiSession({ getAccessToken: async () => 't', orgId: 'org_demo', onUnauthorized: () => {} }),
  );

  it('reads a small first page, the rest in large ones, then only the changes since the first', async () => {
    const asked: string[] = [];
    server.use(...invoiceHandlers({ invoices }));
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (request.method === 'GET') asked.push(`${url.pathname}${url.search}`);
    });
    const queryClient = createQueryClient();
    const pages = await queryClient.fetchInfiniteQuery({ ...invoicePagesQueryOptions(), pages: 3 });
    expect(pages.pages.map((page) => page.invoices.length)).toEqual([
      FIRST_PAGE_SIZE,
      NEXT_PAGE_SIZE,
      1200 - FIRST_PAGE_SIZE - NEXT_PAGE_SIZE,
    ]);
    expect(pages.pages.at(-1)?.next_cursor).toBeNull();

    const quiet = await queryClient.fetchQuery(invoiceChangesQueryOptions());
    expect(quiet.rows.size).toBe(0);
    expect(quiet.base).toBe(pages.pages[0]?.version);
    await fetch('/api/invoices/inv-bulk-7', { method: 'PATCH', body: '{}' });
    const changed = await queryClient.fetchQuery(invoiceChangesQueryOptions());
    expect([...changed.rows.keys()]).toEqual(['inv-bulk-7']);
    const idle = await queryClient.fetchQuery(invoiceChangesQueryOptions());
    // Nothing new: the same collections, so nothing re-renders.
    expect(idle.rows).toBe(changed.rows);
    expect(idle.deleted).toBe(changed.deleted);
    server.events.removeAllListeners();

    expect(asked).toEqual([
      `/api/invoices/page?limit=${FIRST_PAGE_SIZE}`,
      `/api/invoices/page?limit=${NEXT_PAGE_SIZE}&cursor=${FIRST_PAGE_SIZE}`,
      `/api/invoices/page?limit=${NEXT_PAGE_SIZE}&cursor=${FIRST_PAGE_SIZE + NEXT_PAGE_SIZE}`,
      `/api/invoices/changes?since=${encodeURIComponent('1:1:')}`,
      `/api/invoices/changes?since=${encodeURIComponent('1:1:')}`,
      `/api/invoices/changes?since=${encodeURIComponent('2:2:')}`,
    ]);
  });

  it('keeps deletions and the newest state of each changed row', async () => {
    const answers: InvoiceChanges[] = [
      { invoices: [row(1)], deleted_ids: ['inv-bulk-3'], version: '2:2:', reset: false },
      {
        invoices: [{ ...row(1), invoice_number: 'LATER' }],
        deleted_ids: ['inv-bulk-4'],
        version: '3:3:',
        reset: false,
      },
    ];
    server.use(...invoiceHandlers({ invoices: invoices.slice(0, 10) }));
    // Added last, so it answers before the default handlers.
    server.use(http.get('*/api/invoices/changes', () => HttpResponse.json(answers.shift())));
    const queryClient = createQueryClient();
    await queryClient.fetchInfiniteQuery(invoicePagesQueryOptions());
    await queryClient.fetchQuery(invoiceChangesQueryOptions());
    const changes = await queryClient.fetchQuery(invoiceChangesQueryOptions());
    expect(changes.version).toBe('3:3:');
    expect(changes.rows.get('inv-bulk-2')?.invoice_number).toBe('LATER');
    expect([...changes.deleted].sort()).toEqual(['inv-bulk-3', 'inv-bulk-4']);
  });

  it('reads the pages again from the first when the server answers reset', async () => {
    let pageReads = 0;
    server.use(...invoiceHandlers({ invoices: invoices.slice(0, 10) }));
    server.use(
      http.get('*/api/invoices/changes', () =>
        HttpResponse.json({ invoices: [], deleted_ids: [], version: '9:9:', reset: true }),
      ),
    );
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/invoices/page') pageReads += 1;
    });
    const queryClient = createQueryClient();
    await queryClient.fetchInfiniteQuery(invoicePagesQueryOptions());
    const changes = await queryClient.fetchQuery(invoiceChangesQueryOptions());
    server.events.removeAllListeners();
    expect(changes.base).toBeNull();
    expect(queryClient.getQueryData(invoicePageKeys.all)).toBeUndefined();
    expect(pageReads).toBe(1);
  });

  it('polls the changes every 5 s, only while the tab is visible', () => {
    expect(polledInvoiceChangesQueryOptions()).toMatchObject({
      refetchInterval: 5000,
      refetchIntervalInBackground: false,
    });
  });
});
