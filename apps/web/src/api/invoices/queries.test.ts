import { toInvoiceListRow } from '@ap/domain/contract';
import { createInvoiceList } from '@ap/ui/mocks';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../testing/msw-server';
import { createQueryClient } from '../query-client';
import { setApiSession } from '../session';
import { invoiceListQueryOptions, polledInvoiceListQueryOptions } from './queries';

describe('invoice list query', () => {
  it('asks with the last ETag and keeps the cached list on a 304', async () => {
    setApiSession({ getAccessToken: async () => 't', orgId: 'org_demo', onUnauthorized: () => {} });
    const invoices = createInvoiceList().map(toInvoiceListRow);
    const conditional: (string | null)[] = [];
    server.use(
      http.get('*/api/invoices/', ({ request }) => {
        const tag = request.headers.get('If-None-Match');
        conditional.push(tag);
        if (tag === '"org_demo:3"') return new HttpResponse(null, { status: 304 });
        return HttpResponse.json(invoices, { headers: { ETag: '"org_demo:3"' } });
      }),
    );
    const queryClient = createQueryClient();
    const first = await queryClient.fetchQuery(invoiceListQueryOptions());
    const second = await queryClient.fetchQuery(invoiceListQueryOptions());

    expect(conditional).toEqual([null, '"org_demo:3"']);
    expect(first.invoices).toHaveLength(invoices.length);
    expect(second).toBe(first);
  });

  it('polls every 5 s, only while the tab is visible', () => {
    expect(polledInvoiceListQueryOptions()).toMatchObject({
      refetchInterval: 5000,
      refetchIntervalInBackground: false,
    });
  });
});
