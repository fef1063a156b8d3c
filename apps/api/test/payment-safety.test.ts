import {
  ApiErrorSchema,
  AuditLogPageSchema,
  PayInvoiceResponseSchema,
  type Task,
  TaskActionResponseSchema,
  TaskSchema,
} from '@ap/domain/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from './support/api-client';
import { backendNames } from './support/backends';
import { DEMO_ORG, startTestServer, type TestServer } from './support/test-server';

const backends = await backendNames();

type FailedApproval = { task: Task; replacement_task?: Task };

describe.each(backends)('payment safety on %s', (backend) => {
  let server: TestServer;
  let admin: ApiClient;
  let secondAdmin: ApiClient;
  beforeAll(async () => {
    server = await startTestServer(backend);
    admin = createApiClient(server.baseUrl, await server.mint({ activeOrg: DEMO_ORG }));
    secondAdmin = createApiClient(
      server.baseUrl,
      await server.mint({ userId: 'user_second', email: 'second@acme.test', activeOrg: DEMO_ORG }),
    );
  });
  afterAll(() => server?.close());

  const pay = async (client: ApiClient, invoiceId: string) => {
    const answer = await client.post(`/api/invoices/${invoiceId}/pay`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return PayInvoiceResponseSchema.parse(answer.body);
  };
  const draftTask = async (client: ApiClient, invoiceId: string) => {
    const answer = await pay(client, invoiceId);
    expect(answer.outcome).toBe('approval_required');
    return TaskSchema.parse(answer.task);
  };
  const setAmount = async (invoiceId: string, amount: number) => {
    const invoice = (await admin.get<{ vendor_id: string }>(`/api/invoices/${invoiceId}`)).body;
    // One line of the same total, so the line-items check keeps passing.
    const saved = await admin.patch(`/api/invoices/${invoiceId}`, {
      invoice_id: invoiceId,
      vendor_id: invoice.vendor_id,
      amount,
      items: [{ description: 'Services', quantity: 1, rate: amount, amount }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  };
  const paymentsOf = async (invoiceId: string) => {
    const page = AuditLogPageSchema.parse(
      (await admin.get('/api/admin/audit-log?entity_type=payment&limit=200')).body,
    );
    return page.entries.filter(
      (e) => (e.after as { invoice_id?: string }).invoice_id === invoiceId,
    );
  };
  const failedApproval = async (client: ApiClient, taskId: string) => {
    const answer = await client.post(`/api/tasks/${taskId}/approve`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    const error = ApiErrorSchema.parse(answer.body);
    return { message: error.message, ...(error.details as FailedApproval) };
  };

  it('refuses a payment whose amount was raised after drafting, and drafts a new task', async () => {
    const task = await draftTask(admin, 'inv_demo_overridden');
    expect(task.parameters).toMatchObject({ amount: 2150, currency: 'USD' });
    await setAmount('inv_demo_overridden', 25000);
    const refused = await failedApproval(admin, task.id);
    expect(refused.task).toMatchObject({ id: task.id, status: 'failed' });
    expect(refused.task.error_message).toMatch(/amount changed from \$2,150\.00 to \$25,000\.00/);
    expect(refused.replacement_task).toMatchObject({
      status: 'pending',
      task_type: 'pay_invoice',
      parameters: { amount: 25000, invoice_id: 'inv_demo_overridden' },
    });
    expect(await paymentsOf('inv_demo_overridden')).toHaveLength(0);
  });

  const pendingTaskOf = async (invoiceId: string) =>
    (await admin.get<Task[]>('/api/tasks?status=pending')).body.find(
      (t) => t.task_type === 'pay_invoice' && t.invoice_id === invoiceId,
    );

  it('ends a failed execution failed (never 500, never approved) and lets it be retried', async () => {
    const pending = TaskSchema.parse(await pendingTaskOf('inv_demo_overridden'));
    await setAmount('inv_demo_overridden', 0);
    const failed = await failedApproval(admin, pending.id);
    expect(failed.task.status).toBe('failed');
    expect(failed.task.error_message).toMatch(/Nothing was paid/);
    // An invoice of 0 is not payable: no fresh task.
    expect(failed.replacement_task).toBeUndefined();
    expect(TaskSchema.parse((await admin.get(`/api/tasks/${pending.id}`)).body).status).toBe(
      'failed',
    );
    expect((await admin.post(`/api/tasks/${pending.id}/approve`)).status).toBe(409);
    // Retry: fix the invoice and draft anew.
    await setAmount('inv_demo_overridden', 2150);
    const retry = await draftTask(admin, 'inv_demo_overridden');
    expect(retry.id).not.toBe(pending.id);
    const executed = await admin.post(`/api/tasks/${retry.id}/approve`);
    expect(executed.status).toBe(200);
    expect(TaskActionResponseSchema.parse(executed.body).status).toBe('executed');
    const payments = await paymentsOf('inv_demo_overridden');
    expect(payments).toHaveLength(1);
    expect(payments[0]?.after).toMatchObject({ amount_cents: 215000 });
  });

  it('20 concurrent pays and 10 concurrent approvals make one payment', async () => {
    const pays = await Promise.all(Array.from({ length: 20 }, () => pay(admin, 'inv_demo_ready')));
    const taskIds = new Set(pays.map((p) => p.task?.id));
    expect(taskIds.size).toBe(1);
    const [taskId] = [...taskIds];
    const approvals = await Promise.all(
      Array.from({ length: 10 }, () => admin.post(`/api/tasks/${taskId}/approve`)),
    );
    expect(approvals.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    const again = await Promise.all(Array.from({ length: 20 }, () => pay(admin, 'inv_demo_ready')));
    expect(new Set(again.map((p) => p.payment?.id)).size).toBe(1);
    expect(await paymentsOf('inv_demo_ready')).toHaveLength(1);
  });

  it.skipIf(backend !== 'postgres')(
    "refuses a payment when the vendor's bank details changed after drafting",
    async () => {
      expect((await admin.post('/api/tasks/task_demo_pay_pending/cancel')).status).toBe(200);
      const task = await draftTask(admin, 'inv_demo_high_value');
      // Bank details change outside the task (no API edits them directly).
      const db = new pg.Client({ connectionString: server.databaseUrl });
      await db.connect();
      await db.query(
        "update vendors set account_number = '000111222333' where id = 'ven_demo_cloud'",
      );
      await db.end();
      const refused = await failedApproval(admin, task.id);
      expect(refused.task.error_message).toMatch(/the vendor's bank details changed/);
      expect(refused.replacement_task?.status).toBe('pending');
      expect(await paymentsOf('inv_demo_high_value')).toHaveLength(0);
    },
  );

  it('dual control: the requester cannot approve; another Admin can', async () => {
    const stale = await pendingTaskOf('inv_demo_high_value');
    if (stale) await admin.post(`/api/tasks/${stale.id}/cancel`);
    const on = await admin.put('/api/organization/settings/dual-control', { dual_control: true });
    expect(on.body).toMatchObject({ dual_control: true });
    const task = await draftTask(admin, 'inv_demo_high_value');
    const own = await admin.post(`/api/tasks/${task.id}/approve`);
    expect(own.status).toBe(403);
    expect(ApiErrorSchema.parse(own.body).message).toMatch(
      /Dual control: you asked for this payment/,
    );
    expect(TaskSchema.parse((await admin.get(`/api/tasks/${task.id}`)).body).status).toBe(
      'pending',
    );
    const other = await secondAdmin.post(`/api/tasks/${task.id}/approve`);
    expect(other.status, JSON.stringify(other.body)).toBe(200);
  });

  it('dual control: whoever last changed the invoice amount cannot approve', async () => {
    const member = createApiClient(
      server.baseUrl,
      await server.mint({
        userId: 'user_member',
        email: 'member@acme.test',
        activeOrg: { ...DEMO_ORG, role: 'Member' },
      }),
    );
    const invoice = (
      await admin.get<{ checks: { name: string; status: string }[]; vendor_id: string }>(
        '/api/invoices/inv_demo_not_ready',
      )
    ).body;
    const saved = await secondAdmin.patch('/api/invoices/inv_demo_not_ready', {
      invoice_id: 'inv_demo_not_ready',
      vendor_id: invoice.vendor_id,
      amount: 900,
      items: [{ description: 'Services', quantity: 1, rate: 900, amount: 900 }],
      checks: invoice.checks.map((c) => ({ ...c, overridden: c.status === 'failed' })),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // A Member's request always needs approval.
    const task = await draftTask(member, 'inv_demo_not_ready');
    const changer = await secondAdmin.post(`/api/tasks/${task.id}/approve`);
    expect(changer.status).toBe(403);
    expect(ApiErrorSchema.parse(changer.body).message).toMatch(
      /you last changed the invoice amount/,
    );
    expect((await admin.post(`/api/tasks/${task.id}/approve`)).status).toBe(200);
  });
});
