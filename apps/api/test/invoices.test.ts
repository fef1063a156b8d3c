import { getInvoiceDisplayStatus, INVOICE_DISPLAY_STATUSES } from '@ap/domain';
import {
  ApiErrorSchema,
  InvoiceListRowsSchema,
  InvoiceListSchema,
  InvoiceSchema,
  PayInvoiceResponseSchema,
  TaskActionResponseSchema,
  toInvoiceListRow,
  VendorSchema,
  WorkflowRunListSchema,
} from '@ap/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from './support/api-client';
import { backendNames } from './support/backends';
import { sendRawBody } from './support/raw-request';
import { DEMO_ORG, startTestServer, type TestServer } from './support/test-server';

const backends = await backendNames();

describe.each(backends)('invoices, vendors and workflow runs on %s', (backend) => {
  let server: TestServer;
  let api: ApiClient;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(backend);
    token = await server.mint({ activeOrg: DEMO_ORG });
    api = createApiClient(server.baseUrl, token);
  });
  afterAll(() => server?.close());

  it('lists every demo invoice, newest first, in the contract shape', async () => {
    const answer = await api.get('/api/invoices/');
    expect(answer.status).toBe(200);
    const list = InvoiceListRowsSchema.parse(answer.body);
    expect(list.map((invoice) => invoice.id)).toEqual([
      'inv_demo_processing',
      'inv_demo_ready',
      'inv_demo_high_value',
      'inv_demo_not_ready',
      'inv_demo_overridden',
      'inv_demo_paid',
    ]);
    const ready = list.find((invoice) => invoice.id === 'inv_demo_ready');
    expect(ready?.amount).toBe(1250.5);
    const whole = InvoiceSchema.parse((await api.get('/api/invoices/inv_demo_ready')).body);
    expect(whole.items.map((item) => item.amount)).toEqual([1050, 200.5]);
  });

  it('gives each list row what the list shows, the same as the whole invoice says', async () => {
    const rows = (await api.get('/api/invoices/')).body as Record<string, unknown>[];
    const whole = InvoiceListSchema.parse((await api.get('/api/admin/invoices')).body);
    expect(rows).toEqual(whole.map(toInvoiceListRow));
    // No items, no vendor record, no requisitioner: the dialog reads GET /api/invoices/{id}.
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual([
        'amount',
        'checks',
        'currency',
        'due_date',
        'id',
        'invoice_number',
        'status',
        'vendor',
      ]);
      const vendor = row.vendor as object | null;
      if (vendor) expect(Object.keys(vendor).sort()).toEqual(['id', 'name']);
    }
  });

  it('seeds an invoice in every display status', async () => {
    const list = InvoiceListRowsSchema.parse((await api.get('/api/invoices/')).body);
    const statuses = new Set(list.map((invoice) => getInvoiceDisplayStatus(invoice)));
    expect(statuses).toEqual(new Set(INVOICE_DISPLAY_STATUSES));
  });

  it('answers 304 to If-None-Match while the list is unchanged, 200 after a change', async () => {
    const first = await api.get('/api/invoices/');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const unchanged = await api.get('/api/invoices/', { 'If-None-Match': etag ?? '' });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body).toBeNull();

    const invoice = InvoiceSchema.parse((await api.get('/api/invoices/inv_demo_processing')).body);
    await api.patch('/api/invoices/inv_demo_processing', {
      invoice_id: invoice.id,
      invoice_number: 'TMP-1',
      amount: 420,
    });
    const changed = await api.get('/api/invoices/', { 'If-None-Match': etag ?? '' });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('reads one invoice and 404s an unknown id', async () => {
    const answer = await api.get('/api/invoices/inv_demo_not_ready');
    expect(
      InvoiceSchema.parse(answer.body).checks.filter((c) => c.status === 'failed'),
    ).toHaveLength(3);
    const missing = await api.get('/api/invoices/nope');
    expect(missing.status).toBe(404);
    expect(ApiErrorSchema.parse(missing.body).error).toBe('not_found');
  });

  it('saves the edit form: fields, items (keeping accounting codes) and check overrides', async () => {
    const before = InvoiceSchema.parse((await api.get('/api/invoices/inv_demo_ready')).body);
    const [paper] = before.items;
    const answer = await api.patch('/api/invoices/inv_demo_ready', {
      invoice_id: before.id,
      invoice_number: 'INV-1001-A',
      vendor_id: before.vendor_id,
      issue_date: '2026-11-02',
      due_date: '2026-12-02',
      payment_send_date: '',
      amount: 1310.15,
      currency: 'USD',
      status: 'sent',
      payment_terms: 'Net 30',
      requisitioner_contact_name: 'Dana Lopez',
      requisitioner_contact_email: 'dana@acme.test',
      requisitioner_company_name: 'Acme Corp',
      requisitioner_company_office_address: '',
      items: [
        {
          id: paper?.id,
          description: 'Printer paper (case)',
          quantity: 25,
          rate: 42,
          amount: 1050,
        },
        { description: 'Staples', quantity: 3, rate: 86.71, amount: 260.15 },
      ],
    });
    expect(answer.status).toBe(200);
    const saved = InvoiceSchema.parse(answer.body);
    expect(saved).toMatchObject({
      invoice_number: 'INV-1001-A',
      amount: 1310.15,
      payment_send_date: null,
      issue_date: '2026-11-02',
    });
    expect(saved.items.map((i) => [i.description, i.amount, i.quickbooks_account])).toEqual([
      ['Printer paper (case)', 1050, '6000 Office Expenses'],
      ['Staples', 260.15, null],
    ]);
  });

  it('refuses invalid saves with field paths, and bodies that are not JSON or too large', async () => {
    const invalid = await api.patch('/api/invoices/inv_demo_ready', {
      invoice_id: 'inv_demo_ready',
      due_date: '31/12/2026',
      items: [{ quantity: 'x' }],
    });
    expect(invalid.status).toBe(400);
    const error = ApiErrorSchema.parse(invalid.body);
    expect(error.error).toBe('validation_error');
    const paths = (error.details as { issues: { path: string }[] }).issues.map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['due_date', 'items.0.quantity']));

    const notJson = await api.call('PATCH', '/api/invoices/inv_demo_ready', '{"invoice_id": ', {
      'Content-Type': 'application/json',
    });
    expect(notJson.status).toBe(400);
    expect(ApiErrorSchema.parse(notJson.body).message).toMatch(/JSON/);

    const huge = await sendRawBody(
      `${server.baseUrl}/api/invoices/inv_demo_ready`,
      token,
      'PATCH',
      JSON.stringify({ invoice_id: 'inv_demo_ready', payment_terms: 'x'.repeat(1_100_000) }),
    );
    expect(huge.status).toBe(413);
    expect(ApiErrorSchema.parse(huge.body).error).toBe('payload_too_large');

    const mismatch = await api.patch('/api/invoices/inv_demo_ready', {
      invoice_id: 'inv_demo_paid',
    });
    expect(mismatch.status).toBe(400);
    const unknownVendor = await api.patch('/api/invoices/inv_demo_ready', {
      invoice_id: 'inv_demo_ready',
      vendor_id: 'ven_nope',
    });
    expect(unknownVendor.status).toBe(422);
  });

  it('refuses to pay a paid (409), processing or failing (422) invoice', async () => {
    expect((await api.post('/api/invoices/inv_demo_paid/pay')).status).toBe(409);
    const failing = await api.post('/api/invoices/inv_demo_not_ready/pay');
    expect(failing.status).toBe(422);
    expect(ApiErrorSchema.parse(failing.body).message).toMatch(/vendor_required_fields/);
    const processing = await api.post('/api/invoices/inv_demo_processing/pay');
    expect(processing.status).toBe(422);
    const before = InvoiceSchema.parse((await api.get('/api/invoices/inv_demo_overridden')).body);
    // The whole form, as the client sends it: fields left out are saved empty.
    const form = {
      invoice_id: before.id,
      invoice_number: before.invoice_number ?? '',
      vendor_id: before.vendor_id,
      issue_date: before.issue_date ?? '',
      due_date: before.due_date ?? '',
      status: 'sent',
      payment_terms: before.payment_terms ?? '',
      requisitioner_contact_name: before.requisitioner_contact_name ?? '',
      requisitioner_contact_email: before.requisitioner_contact_email ?? '',
      requisitioner_company_name: before.requisitioner_company_name ?? '',
      items: before.items.map(({ id, description, quantity, rate, amount }) => ({
        id,
        description,
        quantity,
        rate,
        amount,
      })),
    };
    await api.patch('/api/invoices/inv_demo_overridden', { ...form, amount: 0 });
    const zero = await api.post('/api/invoices/inv_demo_overridden/pay');
    expect(zero.status).toBe(422);
    // A zero total fails the computed invoice_required_fields check before the amount guard.
    expect(ApiErrorSchema.parse(zero.body).message).toMatch(/invoice_required_fields/);
    await api.patch('/api/invoices/inv_demo_overridden', { ...form, amount: before.amount });
  });

  it('drafts one pending pay_invoice task for a payment over $10,000, however often it is asked', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => api.post('/api/invoices/inv_demo_high_value/pay')),
    );
    const parsed = answers.map((a) => PayInvoiceResponseSchema.parse(a.body));
    expect(parsed.every((p) => p.outcome === 'approval_required')).toBe(true);
    expect(new Set(parsed.map((p) => p.task?.id)).size).toBe(1);
    expect(parsed[0]?.task).toMatchObject({
      id: 'task_demo_pay_pending',
      status: 'pending',
      task_type: 'pay_invoice',
    });
  });

  it('while executing a payment is protected (the default), pay drafts an approval task whose approval queues it', async () => {
    const answer = PayInvoiceResponseSchema.parse(
      (await api.post('/api/invoices/inv_demo_overridden/pay')).body,
    );
    expect(answer.outcome).toBe('approval_required');
    const approved = await api.post(`/api/tasks/${answer.task?.id}/approve`);
    expect(approved.status).toBe(200);
    expect(TaskActionResponseSchema.parse(approved.body)).toMatchObject({
      status: 'executed',
      approved_by_email: 'ap@acme.test',
    });
    const again = PayInvoiceResponseSchema.parse(
      (await api.post('/api/invoices/inv_demo_overridden/pay')).body,
    );
    // The approval queued the payment: asking again answers that payment, not a new task.
    expect(again).toMatchObject({
      outcome: 'queued',
      payment: { invoice_id: 'inv_demo_overridden', amount: 2150 },
    });
  });

  it('unprotected: 20 parallel pay calls queue exactly one payment', async () => {
    const settings = await api.put('/api/organization/settings/payment-protection', {
      payment_execution_protected: false,
    });
    expect(settings.status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => api.post('/api/invoices/inv_demo_ready/pay')),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const parsed = answers.map((a) => PayInvoiceResponseSchema.parse(a.body));
    expect(
      parsed.every((p) => p.outcome === 'queued' && p.message === 'Invoice is queued for payment!'),
    ).toBe(true);
    expect(new Set(parsed.map((p) => p.payment?.id)).size).toBe(1);
    expect(parsed[0]?.payment).toMatchObject({
      invoice_id: 'inv_demo_ready',
      amount: 1310.15,
      status: 'queued',
    });
  });

  it('reads a vendor and the workflow runs of an invoice', async () => {
    const vendor = VendorSchema.parse((await api.get('/api/vendors/ven_demo_office')).body);
    expect(vendor.name).toBe('Office Supplies Co');
    expect((await api.get('/api/vendors/ven_nope')).status).toBe(404);
    const runs = WorkflowRunListSchema.parse(
      (await api.get('/api/workflow-runs/invoice/inv_demo_not_ready')).body,
    );
    expect(runs[0]?.outcomes.tasks_created).toEqual([
      'task_demo_email_pending',
      'task_demo_vendor_pending',
    ]);
    expect(runs[0]?.events.map((e) => e.event_type)).toEqual([
      'completed',
      'other',
      'error',
      'warning',
    ]);
    expect((await api.get('/api/workflow-runs/invoice/inv_nope')).status).toBe(404);
  });

  it('admin lists and deletes invoices and vendors', async () => {
    expect(InvoiceListSchema.parse((await api.get('/api/admin/invoices')).body).length).toBe(6);
    const deleted = await api.delete('/api/admin/invoices/inv_demo_processing');
    expect(deleted.body).toEqual({ message: 'Invoice deleted successfully' });
    expect((await api.get('/api/invoices/inv_demo_processing')).status).toBe(404);
    expect((await api.delete('/api/admin/invoices/inv_demo_processing')).status).toBe(404);

    const vendorDeleted = await api.delete('/api/admin/vendors/ven_demo_catering');
    expect(vendorDeleted.body).toEqual({ message: 'Vendor deleted successfully' });
    const orphan = InvoiceSchema.parse((await api.get('/api/invoices/inv_demo_not_ready')).body);
    expect(orphan).toMatchObject({ vendor_id: null, vendor: null });
    const vendors = (await api.get<{ id: string }[]>('/api/admin/vendors')).body.map((v) => v.id);
    expect(vendors).not.toContain('ven_demo_catering');
  });
});
