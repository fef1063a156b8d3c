// @vitest-environment node
// (.tsx only because the package's vitest config collects *.test.tsx.)
import { InvoiceListRowsSchema, InvoiceSchema, WorkflowRunListSchema } from '@ap/domain/contract';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('fail with a 500 in the error set', async () => {
    server.resetHandlers(...invoiceErrorHandlers);
    expect((await api('/invoices/')).status).toBe(500);
    expect((await api('/workflow-runs/invoice/inv-1')).status).toBe(500);
  });
});
