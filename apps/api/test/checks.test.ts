import { getInvoiceDisplayStatus } from '@ap/domain';
import {
  type Invoice,
  InvoiceListSchema,
  InvoiceSchema,
  OrganizationConfigurationsSchema,
} from '@ap/domain/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoInvoices } from '../src/seed/demo-invoices';
import { type ApiClient, createApiClient } from './support/api-client';
import { backendNames } from './support/backends';
import { DEMO_ORG, startTestServer, type TestServer } from './support/test-server';

const backends = await backendNames();

/** The whole edit form of an invoice as the client sends it, with some fields changed. */
const saveOf = (invoice: Invoice, changes: Record<string, unknown> = {}) => ({
  invoice_id: invoice.id,
  invoice_number: invoice.invoice_number ?? '',
  vendor_id: invoice.vendor_id,
  issue_date: invoice.issue_date ?? '',
  due_date: invoice.due_date ?? '',
  payment_send_date: invoice.payment_send_date ?? '',
  amount: invoice.amount,
  currency: invoice.currency,
  status: invoice.status,
  payment_terms: invoice.payment_terms ?? '',
  requisitioner_contact_name: invoice.requisitioner_contact_name ?? '',
  requisitioner_contact_email: invoice.requisitioner_contact_email ?? '',
  requisitioner_company_name: invoice.requisitioner_company_name ?? '',
  requisitioner_company_office_address: invoice.requisitioner_company_office_address ?? '',
  items: invoice.items.map(({ id, description, quantity, rate, amount }) => ({
    id,
    description,
    quantity,
    rate,
    amount,
  })),
  ...changes,
});

const checkOf = (invoice: Invoice, name: string) => {
  const check = invoice.checks.find((candidate) => candidate.name === name);
  if (!check) throw new Error(`${invoice.id} has no ${name} check`);
  return check;
};

describe.each(backends)('checks computed by the server on %s', (backend) => {
  let server: TestServer;
  let api: ApiClient;
  const read = async (id: string) =>
    InvoiceSchema.parse((await api.get(`/api/invoices/${id}`)).body);
  const save = async (invoice: Invoice, changes: Record<string, unknown>) => {
    const answer = await api.patch(`/api/invoices/${invoice.id}`, saveOf(invoice, changes));
    expect(answer.status).toBe(200);
    return InvoiceSchema.parse(answer.body);
  };

  beforeAll(async () => {
    server = await startTestServer(backend);
    api = createApiClient(server.baseUrl, await server.mint({ activeOrg: DEMO_ORG }));
  });
  afterAll(() => server?.close());

  it('seeds the checks its stories declare, computed from the data and with reasons', async () => {
    // The whole invoices (the /invoices list rows carry no reasons).
    const list = InvoiceListSchema.parse((await api.get('/api/admin/invoices')).body);
    for (const declared of demoInvoices) {
      const invoice = list.find((candidate) => candidate.id === declared.id);
      const shape = (checks: readonly { name: string; status: string; overridden?: boolean }[]) =>
        checks.map(({ name, status, overridden }) => ({ name, status, overridden: !!overridden }));
      expect(shape(invoice?.checks ?? []), declared.id).toEqual(shape(declared.checks ?? []));
      for (const check of invoice?.checks ?? []) expect(check.reason).toBeTruthy();
    }
    const overridden = list.find((invoice) => invoice.id === 'inv_demo_overridden');
    expect(checkOf(overridden as Invoice, 'invoice_addressed_to_organization')).toMatchObject({
      reason: 'Billed to Acme Europe Ltd, not Acme Corp',
      overridden_by: 'Dana Lopez',
      blocking: true,
    });
    const notReady = list.find((invoice) => invoice.id === 'inv_demo_not_ready') as Invoice;
    expect(checkOf(notReady, 'vendor_required_fields').reason).toMatch(/^Tax ID missing; /);
    expect(checkOf(notReady, 'payment_readiness').reason).toBe(
      'Blocked by: Vendor Required Fields Present, Invoice Approved',
    );
  });

  it('an edit whose totals do not match fails the check with its reason; fixing it passes', async () => {
    const ready = await read('inv_demo_ready');
    const saved = await save(ready, { amount: 1300 });
    expect(checkOf(saved, 'line_items_total_matches')).toMatchObject({
      status: 'failed',
      reason: 'Line items total $1,250.50 but invoice total is $1,300.00',
      overridden: false,
    });
    const reread = await read('inv_demo_ready');
    expect(checkOf(reread, 'payment_readiness')).toMatchObject({
      status: 'failed',
      reason: 'Blocked by: Line Items Match Invoice Total',
    });
    expect(getInvoiceDisplayStatus(reread)).toBe('Not Ready');
    expect((await api.post('/api/invoices/inv_demo_ready/pay')).status).toBe(422);

    const fixed = await save(reread, { amount: 1250.5 });
    expect(checkOf(fixed, 'line_items_total_matches')).toMatchObject({
      status: 'success',
      reason: 'Line items add up to $1,250.50',
    });
    expect(getInvoiceDisplayStatus(fixed)).toBe('Ready to Pay');
  });

  it('keeps a person’s override while the failure is the same, and drops it when it changes', async () => {
    const mismatched = await save(await read('inv_demo_ready'), { amount: 1300 });
    const checks = mismatched.checks.map((check) =>
      check.name === 'line_items_total_matches'
        ? { ...check, overridden: true, overridden_by: 'Forged Name' }
        : check,
    );
    const overridden = await save(mismatched, { checks });
    expect(checkOf(overridden, 'line_items_total_matches')).toMatchObject({
      status: 'failed',
      overridden: true,
      overridden_by: 'Avery Payne', // the token's name, never the client's
    });
    expect(getInvoiceDisplayStatus(overridden)).toBe('Ready to Pay');

    const otherEdit = await save(overridden, { payment_terms: 'Net 45' });
    expect(checkOf(otherEdit, 'line_items_total_matches').overridden).toBe(true);

    const newTotal = await save(otherEdit, { amount: 1400 });
    expect(checkOf(newTotal, 'line_items_total_matches')).toMatchObject({
      reason: 'Line items total $1,250.50 but invoice total is $1,400.00',
      overridden: false,
    });
    expect(getInvoiceDisplayStatus(newTotal)).toBe('Not Ready');
    await save(newTotal, { amount: 1250.5, payment_terms: 'Net 30' });
  });

  it('a number the same vendor already used fails uniqueness on both invoices until changed', async () => {
    const high = await read('inv_demo_high_value');
    const duplicate = await save(high, { invoice_number: 'cl 2026 039' });
    expect(checkOf(duplicate, 'invoice_number_unique')).toMatchObject({
      status: 'failed',
      reason: 'Same vendor and invoice number as invoice CL-2026-039',
    });
    const earlier = await read('inv_demo_overridden');
    expect(checkOf(earlier, 'invoice_number_unique').reason).toBe(
      'Same vendor and invoice number as invoice cl 2026 039',
    );

    await save(duplicate, { invoice_number: 'CL-2026-044' });
    expect(checkOf(await read('inv_demo_high_value'), 'invoice_number_unique').status).toBe(
      'success',
    );
    expect(checkOf(await read('inv_demo_overridden'), 'invoice_number_unique').status).toBe(
      'success',
    );
  });

  it('the saved mandatory-checks configuration decides which failures block payment', async () => {
    const path = '/api/organization/configurations/mandatory-checks';
    const itemOf = (body: unknown, id: string) =>
      (OrganizationConfigurationsSchema.parse(body).mandatory_checks ?? [])
        .flatMap((group) => group.items)
        .find((item) => item.id === id);
    const saved = await api.get('/api/organization/configurations');
    expect(OrganizationConfigurationsSchema.parse(saved.body).mandatory_checks).toBeNull();

    const unitemized = await save(await read('inv_demo_ready'), { items: [] });
    expect(checkOf(unitemized, 'line_items_present')).toMatchObject({
      status: 'failed',
      reason: 'No line items',
      blocking: true,
    });
    expect(getInvoiceDisplayStatus(unitemized)).toBe('Not Ready');

    const relaxed = await api.put(path, {
      mandatory_checks: [
        {
          id: 'invoice_contents',
          items: [
            { id: 'line_itemized', required: false },
            { id: 'invoice_math_correct', required: false }, // always required: stays on
          ],
        },
      ],
    });
    expect(relaxed.status).toBe(200);
    expect(itemOf(relaxed.body, 'line_itemized')?.required).toBe(false);
    expect(itemOf(relaxed.body, 'invoice_math_correct')?.required).toBe(true);
    const waived = await read('inv_demo_ready');
    expect(checkOf(waived, 'line_items_present')).toMatchObject({
      status: 'failed',
      reason: 'No line items (not enforced)',
      blocking: false,
      overridden: true,
      overridden_by: 'Mandatory Checks: not enforced',
    });
    expect(getInvoiceDisplayStatus(waived)).toBe('Ready to Pay');
    expect(
      itemOf((await api.get('/api/organization/configurations')).body, 'line_itemized')?.required,
    ).toBe(false);

    expect((await api.put(path, { mandatory_checks: [{ id: 'x', items: [{}] }] })).status).toBe(
      400,
    );
    await api.put(path, { mandatory_checks: [] });
    expect(getInvoiceDisplayStatus(await read('inv_demo_ready'))).toBe('Not Ready');
  });

  it('deleting a vendor fails the vendor check of its open invoices', async () => {
    expect((await api.delete('/api/admin/vendors/ven_demo_catering')).status).toBe(200);
    const orphan = await read('inv_demo_not_ready');
    expect(orphan.vendor_id).toBeNull();
    expect(checkOf(orphan, 'vendor_required_fields')).toMatchObject({
      status: 'failed',
      reason: 'No vendor',
      blocking: true,
    });
  });
});

// Vendors change only through update_vendor tasks; the test drafts them in the database.
describe.skipIf(!backends.includes('postgres'))('checks follow a vendor change', () => {
  let server: TestServer;
  let api: ApiClient;
  let db: pg.Client;
  const read = async (id: string) =>
    InvoiceSchema.parse((await api.get(`/api/invoices/${id}`)).body);
  const updateVendor = async (id: string, changes: Record<string, string | null>) => {
    await db.query(
      `insert into tasks (id, org_id, task_type, status, parameters)
       values ($1, 'org_demo', 'update_vendor', 'pending', $2)`,
      [id, { vendor_id: 'ven_demo_office', invoice_number: 'INV-1001', changes }],
    );
    expect((await api.post(`/api/tasks/${id}/approve`)).status).toBe(200);
  };

  beforeAll(async () => {
    server = await startTestServer('postgres');
    api = createApiClient(server.baseUrl, await server.mint({ activeOrg: DEMO_ORG }));
    db = new pg.Client({ connectionString: server.databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await server?.close();
  });

  it('a vendor losing its tax ID fails the vendor check on its open invoices, not the paid one', async () => {
    await updateVendor('task_test_drop_tax_id', { tax_id: null });
    const ready = await read('inv_demo_ready');
    expect(checkOf(ready, 'vendor_required_fields')).toMatchObject({
      status: 'failed',
      reason: 'Tax ID missing',
      blocking: true,
    });
    expect(getInvoiceDisplayStatus(ready)).toBe('Not Ready');
    expect(checkOf(await read('inv_demo_paid'), 'vendor_required_fields').status).toBe('success');

    await updateVendor('task_test_restore_tax_id', { tax_id: '12-3456789' });
    const restored = await read('inv_demo_ready');
    expect(checkOf(restored, 'vendor_required_fields').status).toBe('success');
    expect(getInvoiceDisplayStatus(restored)).toBe('Ready to Pay');
  });
});
