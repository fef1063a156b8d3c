import { computeDashboardStats, toCents } from '@ap/domain';
import { DashboardSummarySchema, InvoiceListSchema } from '@ap/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from './support/api-client';
import { backendNames } from './support/backends';
import { DEMO_ORG, OTHER_ORG, startTestServer, type TestServer } from './support/test-server';

const backends = await backendNames();

describe.each(backends)('GET /api/dashboard/summary on %s', (backend) => {
  let server: TestServer;
  let api: ApiClient;

  const summary = async (client = api) => {
    const answer = await client.get('/api/dashboard/summary');
    expect(answer.status).toBe(200);
    return DashboardSummarySchema.parse(answer.body);
  };
  /** The domain's rule over the whole list, as the browser computed it before. */
  const ruleOverFullList = async () =>
    computeDashboardStats(InvoiceListSchema.parse((await api.get('/api/admin/invoices')).body));
  const asStats = (figures: Awaited<ReturnType<typeof summary>>) => ({
    totalInvoices: figures.total_invoices,
    pendingInvoices: figures.pending_invoices,
    totalAmountDueCents: toCents(figures.total_amount_due),
  });

  beforeAll(async () => {
    server = await startTestServer(backend);
    api = createApiClient(server.baseUrl, await server.mint({ activeOrg: DEMO_ORG }));
  });
  afterAll(() => server?.close());

  it('equals the rule applied to the full list, on the demo data', async () => {
    const expected = await ruleOverFullList();
    expect(expected.pendingInvoices).toBeGreaterThan(0);
    expect(asStats(await summary())).toEqual(expected);
  });

  it('counts statuses as the rule does (case, spaces of any kind) and sums every currency', async () => {
    // Statuses as people and mail type them; amounts in two currencies, cents that float badly.
    const edits: Array<[string, Record<string, unknown>]> = [
      ['inv_demo_ready', { status: ' SENT\u00a0', amount: 0.1, currency: 'EUR' }],
      ['inv_demo_overridden', { status: '\tOverdue\n', amount: 0.2 }],
      ['inv_demo_high_value', { status: '\u3000Draft', amount: 18_400.07, currency: 'GBP' }],
      ['inv_demo_not_ready', { status: 'cancelled', amount: 1_000 }],
      ['inv_demo_processing', { status: 'sent-ish', amount: 5 }],
    ];
    for (const [id, edit] of edits) {
      const saved = await api.patch(`/api/invoices/${id}`, { invoice_id: id, ...edit });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
    const list = InvoiceListSchema.parse((await api.get('/api/admin/invoices')).body);
    expect(new Set(list.map((invoice) => invoice.currency)).size).toBeGreaterThan(1);
    expect(list.find((invoice) => invoice.id === 'inv_demo_ready')?.status).toBe(' SENT\u00a0');

    const expected = computeDashboardStats(list);
    expect(expected).toMatchObject({
      totalInvoices: 6,
      pendingInvoices: 3,
      totalAmountDueCents: 30,
    });
    expect(asStats(await summary())).toEqual(expected);
  });

  it("is the caller's organisation's alone", async () => {
    const other = createApiClient(
      server.baseUrl,
      await server.mint({ userId: 'user_other', activeOrg: OTHER_ORG }),
    );
    expect(await summary(other)).toEqual({
      total_invoices: 0,
      pending_invoices: 0,
      total_amount_due: 0,
    });
  });
});
