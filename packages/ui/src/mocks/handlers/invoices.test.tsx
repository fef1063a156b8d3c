// @vitest-environment node
// (.tsx only because the package's vitest config collects *.test.tsx.)
import { computeDashboardStats, toCents } from '@ap/domain';
import {
  DashboardSummarySchema,
  InvoiceChangesSchema,
  InvoiceListRowsSchema,
  InvoicePageSchema,
  InvoiceSchema,
  WorkflowRunListSchema,
} from '@ap/domain/contract';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHeldInvoice, createInvoiceList } from '../fixtures/invoices';
import { invoiceErrorHandlers, invoiceHandlers } from './invoices';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const api = (path: string, init?: RequestInit) => fetch(`http://localhost:3001/api${path}`, init);

describe('invoice MSW handlers', () => {
  it('answer with fixtures that satisfy the API contract', async () => {
    server.resetHandlers(...invoiceHandlers());
    const list = InvoiceListRowsSchema.parse(await (await api('/invoices/')).json());
    expect(list.map((invoice) => invoice.id)).toContain('inv-1002');
    expect(list[0]).not.toHaveProperty('items');
    const one = InvoiceSchema.parse(await (await api('/invoices/inv-1002')).json());
    expect(one.invoice_number).toBe('INV-1002');
    const runs = WorkflowRunListSchema.parse(
      await (await api('/workflow-runs/invoice/inv-1002')).json(),
    );
    expect(runs[0]?.invoice_id).toBe('inv-1002');
    expect((await api('/invoices/missing')).status).toBe(404);
    expect((await api('/invoices/inv-1001/pay', { method: 'POST' })).ok).toBe(true);
  });

  it('answer a held invoice with its hold and refuse to pay it, as the server does', async () => {
    server.resetHandlers(...invoiceHandlers({ invoices: [createHeldInvoice()] }));
    const held = InvoiceSchema.parse(await (await api('/invoices/inv-1001')).json());
    expect(held.payment_hold?.held_by).toBe('fox.mulder@example.com');
    const pay = await api('/invoices/inv-1001/pay', { method: 'POST' });
    expect(pay.status).toBe(409);
    expect((await pay.json()).message).toBe(
      'Payment is on hold (held by fox.mulder@example.com: Vendor disputes the amount); release it first',
    );
  });

  it('page the list, report a save as a change, and sum the dashboard by the domain rule', async () => {
    const invoices = createInvoiceList();
    server.resetHandlers(...invoiceHandlers({ invoices }));
    const first = InvoicePageSchema.parse(await (await api('/invoices/page?limit=2')).json());
    expect(first.invoices.map((row) => row.id)).toEqual(invoices.slice(0, 2).map((i) => i.id));
    const rest = InvoicePageSchema.parse(
      await (await api(`/invoices/page?limit=100&cursor=${first.next_cursor}`)).json(),
    );
    expect(rest.invoices).toHaveLength(invoices.length - 2);
    expect(rest.next_cursor).toBeNull();

    const since = encodeURIComponent(first.version);
    const quiet = InvoiceChangesSchema.parse(
      await (await api(`/invoices/changes?since=${since}`)).json(),
    );
    expect(quiet.invoices).toEqual([]);
    await api('/invoices/inv-1002', { method: 'PATCH', body: '{}' });
    const changed = InvoiceChangesSchema.parse(
      await (await api(`/invoices/changes?since=${since}`)).json(),
    );
    expect(changed.invoices.map((row) => row.id)).toEqual(['inv-1002']);
    const after = encodeURIComponent(changed.version);
    const none = InvoiceChangesSchema.parse(
      await (await api(`/invoices/changes?since=${after}`)).json(),
    );
    expect(none.invoices).toEqual([]);

    const summary = DashboardSummarySchema.parse(await (await api('/dashboard/summary')).json());
    const rule = computeDashboardStats(invoices);
    expect(toCents(summary.total_amount_due)).toBe(rule.totalAmountDueCents);
    expect(summary.total_invoices).toBe(rule.totalInvoices);
  });

  it('fail with a 500 in the error set', async () => {
    server.resetHandlers(...invoiceErrorHandlers);
    expect((await api('/invoices/')).status).toBe(500);
    expect((await api('/workflow-runs/invoice/inv-1')).status).toBe(500);
  });
});
