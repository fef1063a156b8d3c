import { ApiErrorSchema, InvoiceSchema } from '@ap/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from '../support/api-client';
import { DEMO_ORG, startTestServer, type TestServer } from '../support/test-server';

describe('invoice save: server-owned fields, and only the fields sent change', () => {
  let server: TestServer;
  let api: ApiClient;
  const read = async (id: string) =>
    InvoiceSchema.parse((await api.get(`/api/invoices/${id}`)).body);
  beforeAll(async () => {
    server = await startTestServer('default');
    // The minter names the caller Avery Payne.
    api = createApiClient(server.baseUrl, await server.mint({ activeOrg: DEMO_ORG }));
  });
  afterAll(() => server?.close());

  it("refuses to mark an invoice 'paid' without a payment, and to unmark a paid one", async () => {
    const before = await read('inv_demo_ready');
    const paid = await api.patch('/api/invoices/inv_demo_ready', {
      invoice_id: 'inv_demo_ready',
      status: 'paid',
    });
    expect(paid.status).toBe(409);
    expect(ApiErrorSchema.parse(paid.body).message).toMatch(/only through a completed payment/);
    expect(await read('inv_demo_ready')).toEqual(before);
    const unpaid = await api.patch('/api/invoices/inv_demo_paid', {
      invoice_id: 'inv_demo_paid',
      status: 'sent',
    });
    expect(unpaid.status).toBe(409);
    // A save of a paid invoice that keeps its status is an ordinary save.
    const kept = await api.patch('/api/invoices/inv_demo_paid', {
      invoice_id: 'inv_demo_paid',
      status: 'paid',
      payment_terms: 'Net 45',
    });
    expect(kept.status).toBe(200);
    expect(InvoiceSchema.parse(kept.body)).toMatchObject({
      status: 'paid',
      payment_terms: 'Net 45',
    });
  });

  it('records who overrode a check from the token, whatever the client claims', async () => {
    const before = await read('inv_demo_not_ready');
    const failed = before.checks.find((check) => check.status === 'failed');
    expect(failed).toBeDefined();
    const answer = await api.patch('/api/invoices/inv_demo_not_ready', {
      invoice_id: 'inv_demo_not_ready',
      checks: [{ ...failed, overridden: true, overridden_by: 'The CFO' }],
    });
    expect(answer.status).toBe(200);
    const saved = InvoiceSchema.parse(answer.body).checks.find((c) => c.name === failed?.name);
    expect(saved).toMatchObject({ overridden: true, overridden_by: 'Avery Payne' });
  });

  it('changes only the fields a save carries', async () => {
    const before = await read('inv_demo_high_value');
    const answer = await api.patch('/api/invoices/inv_demo_high_value', {
      invoice_id: 'inv_demo_high_value',
      invoice_number: 'HV-2',
    });
    expect(answer.status).toBe(200);
    // The number changed and nothing else; the field is now marked as typed by a person.
    expect(InvoiceSchema.parse(answer.body)).toEqual({
      ...before,
      invoice_number: 'HV-2',
      field_sources: [
        expect.objectContaining({
          field: 'invoice_number',
          origin: 'typed',
          typed_at: expect.any(String),
        }),
      ],
    });
    const [first, ...rest] = before.items;
    const items = await api.patch('/api/invoices/inv_demo_high_value', {
      invoice_id: 'inv_demo_high_value',
      items: [{ id: first?.id, description: 'Renamed' }, ...rest.map(({ id }) => ({ id }))],
    });
    expect(InvoiceSchema.parse(items.body).items).toEqual([
      { ...first, description: 'Renamed' },
      ...rest,
    ]);
  });
});
