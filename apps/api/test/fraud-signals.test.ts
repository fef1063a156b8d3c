import { getInvoiceDisplayStatus } from '@ap/domain';
import { AuditLogPageSchema, type Invoice, InvoiceSchema } from '@ap/domain/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from './support/api-client';
import { backendNames } from './support/backends';
import { DEMO_ORG, startTestServer, type TestServer } from './support/test-server';

const backends = await backendNames();
const isoDay = (offsetDays = 0) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const fraudCheck = (invoice: Invoice) => invoice.checks.find((c) => c.name === 'fraud_signals');

// Vendors change only through update_vendor tasks; the test drafts one in the database and an
// Admin approves it through the API (as checks.test.ts does).
describe.skipIf(!backends.includes('postgres'))('fraud signals block payment', () => {
  let server: TestServer;
  let admin: ApiClient;
  let member: ApiClient;
  let db: pg.Client;
  const read = async (id: string) =>
    InvoiceSchema.parse((await admin.get(`/api/invoices/${id}`)).body);

  beforeAll(async () => {
    server = await startTestServer('postgres');
    admin = createApiClient(server.baseUrl, await server.mint({ activeOrg: DEMO_ORG }));
    member = createApiClient(
      server.baseUrl,
      await server.mint({
        userId: 'user_member',
        email: 'mo@acme.test',
        activeOrg: { ...DEMO_ORG, role: 'Member' },
      }),
    );
    db = new pg.Client({ connectionString: server.databaseUrl });
    await db.connect();
    const enforced = await admin.put('/api/organization/configurations/mandatory-checks', {
      mandatory_checks: [
        { id: 'approval_processing', items: [{ id: 'fraud_detection', required: true }] },
      ],
    });
    expect(enforced.status).toBe(200);
  });
  afterAll(async () => {
    await db?.end();
    await server?.close();
  });

  it('a bank change 10 days before the payment is a red signal until an Admin overrides it with a reason', async () => {
    const paymentDate = isoDay(10);
    const scheduled = await admin.patch('/api/invoices/inv_demo_ready', {
      invoice_id: 'inv_demo_ready',
      payment_send_date: paymentDate,
    });
    expect(scheduled.status).toBe(200);
    expect(fraudCheck(InvoiceSchema.parse(scheduled.body))?.status).toBe('success');

    await db.query(
      `insert into tasks (id, org_id, task_type, status, parameters)
       values ('task_test_new_bank', 'org_demo', 'update_vendor', 'pending', $1)`,
      [
        {
          vendor_id: 'ven_demo_office',
          invoice_number: 'INV-1001',
          changes: { account_number: '000555666777', routing_number: '011000015' },
        },
      ],
    );
    expect((await admin.post('/api/tasks/task_test_new_bank/approve')).status).toBe(200);

    const flagged = await read('inv_demo_ready');
    expect(fraudCheck(flagged)).toMatchObject({
      status: 'failed',
      blocking: true,
      overridden: false,
    });
    expect(fraudCheck(flagged)?.reason).toContain(
      `Bank details changed on ${isoDay()}, 10 days before the payment on ${paymentDate} (red)`,
    );
    expect(getInvoiceDisplayStatus(flagged)).toBe('Not Ready');
    const refused = await admin.post('/api/invoices/inv_demo_ready/pay');
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain('fraud_signals');

    // The edit form's override is refused (nothing saved), as are a Member's and a blank reason.
    const viaForm = await admin.patch('/api/invoices/inv_demo_ready', {
      invoice_id: 'inv_demo_ready',
      payment_terms: 'Net 45',
      checks: [{ name: 'fraud_signals', status: 'failed', overridden: true }],
    });
    expect(viaForm.status).toBe(422);
    expect(JSON.stringify(viaForm.body)).toContain('overridden only by an Admin, with a reason');
    const unchanged = await read('inv_demo_ready');
    expect(unchanged.payment_terms).toBe('Net 30');
    expect(fraudCheck(unchanged)?.overridden).toBe(false);
    const path = '/api/invoices/inv_demo_ready/checks/override';
    expect(
      (await member.post(path, { check: 'fraud_signals', reason: 'Called the vendor' })).status,
    ).toBe(403);
    expect((await admin.post(path, { check: 'fraud_signals', reason: ' ' })).status).toBe(400);
    expect((await admin.post(path, { check: 'fraud_signals' })).status).toBe(400);

    const reason = 'Called the vendor on their known number: the new account is theirs';
    const overridden = await admin.post(path, { check: 'fraud_signals', reason });
    expect(overridden.status).toBe(200);
    const cleared = InvoiceSchema.parse(overridden.body);
    expect(fraudCheck(cleared)).toMatchObject({
      status: 'failed',
      overridden: true,
      override_reason: reason,
    });
    expect(getInvoiceDisplayStatus(cleared)).toBe('Ready to Pay');
    const log = AuditLogPageSchema.parse(
      (await admin.get('/api/admin/audit-log?entity_type=invoice&entity_id=inv_demo_ready')).body,
    );
    const entry = log.entries.find((e) => e.action === 'invoice.check_override');
    expect(entry?.after).toMatchObject({ name: 'fraud_signals', override_reason: reason });
    // Paying is allowed again (executing a payment is protected: it drafts an approval task).
    expect((await admin.post('/api/invoices/inv_demo_ready/pay')).status).toBe(200);
  });
});
