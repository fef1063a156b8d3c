import {
  AuditLogPageSchema,
  InvoiceSchema,
  TaskListSchema,
  ThreadInputResponseSchema,
  WorkflowRunListSchema,
} from '@ap/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from '../support/api-client';
import { DEMO_ORG, startTestServer, type TestServer } from '../support/test-server';

/**
 * POST /api/threads/input: the offline instructions the assistant understands, each answered
 * with what was done or drafted and recorded as a user_message workflow run (PGlite: the
 * behaviour does not depend on the backend).
 */
describe('instructions typed into a thread', () => {
  let server: TestServer;
  let admin: ApiClient;
  let member: ApiClient;
  beforeAll(async () => {
    server = await startTestServer('default');
    admin = createApiClient(server.baseUrl, await server.mint({ activeOrg: DEMO_ORG }));
    member = createApiClient(
      server.baseUrl,
      await server.mint({ activeOrg: { ...DEMO_ORG, role: 'Member' }, userId: 'user_member' }),
    );
  });
  afterAll(() => server?.close());

  const say = async (thread: string, text: string, as: ApiClient = admin) => {
    const answer = await as.post('/api/threads/input', { thread_id: thread, user_input: text });
    expect(answer.status).toBe(200);
    return ThreadInputResponseSchema.parse(answer.body).message;
  };
  const tasks = async () => TaskListSchema.parse((await admin.get('/api/tasks')).body);
  const runs = async (invoiceId: string) =>
    WorkflowRunListSchema.parse((await admin.get(`/api/workflow-runs/invoice/${invoiceId}`)).body);
  // Newest first.
  const lastRun = async (invoiceId: string) =>
    (await runs(invoiceId)).find((run) => run.trigger === 'user_message');
  const invoice = async (id: string) =>
    InvoiceSchema.parse((await admin.get(`/api/invoices/${id}`)).body);

  it("answers 'why is this not ready?' with the failing checks' reasons", async () => {
    const answer = await say('thr_demo_catering', 'Why is this not ready?');
    expect(answer).toMatch(/is Not Ready because these checks fail: /);
    expect(answer).toContain('Tax ID missing');
    const run = await lastRun('inv_demo_not_ready');
    expect(run?.summary).toBe(answer);
    expect(run?.events[0]?.message).toContain('Why is this not ready?');
  });

  it("'ask the vendor for a W-9' drafts a send_email to the vendor's contact, awaiting approval", async () => {
    const before = (await tasks()).length;
    const answer = await say('thr_demo_catering', 'Please ask the vendor for a W-9');
    expect(answer).toMatch(
      /^Drafted a send_email task: an e-mail to hello@greenleaf\.test asking for a W-9/,
    );
    expect(answer).toContain('awaits approval');
    const all = await tasks();
    expect(all).toHaveLength(before + 1);
    const email = all.find(
      (task) =>
        task.task_type === 'send_email' &&
        task.status === 'pending' &&
        task.invoice_id === 'inv_demo_not_ready',
    );
    expect(email?.parameters).toMatchObject({ to: ['hello@greenleaf.test'] });
    const body = String((email?.parameters as { body?: string } | undefined)?.body);
    expect(body).toMatch(/^Hello /);
    expect(body).toContain('Form W-9');
    const run = await lastRun('inv_demo_not_ready');
    expect(run?.outcomes.tasks_created).toEqual([email?.id]);
  });

  it("'re-run the checks' answers how they stand; a second re-run drafts nothing new", async () => {
    const first = await say('thr_demo_catering', 're-run the checks');
    expect(first).toMatch(/^Re-ran the checks of invoice .*: \d+ failing \(.*Tax ID missing/);
    const count = (await tasks()).length;
    const second = await say('thr_demo_catering', 'Re-run the checks please');
    expect(second).toMatch(/^Re-ran the checks/);
    expect(second).not.toContain('Drafted');
    expect((await tasks()).length).toBe(count);
    expect((await lastRun('inv_demo_not_ready'))?.trigger).toBe('user_message');
  });

  it("'pay this on the 15th' stores the date and drafts a pay task saying so, only when ready", async () => {
    const notReady = await say('thr_demo_catering', 'pay this on the 15th');
    expect(notReady).toMatch(/set to .*15.*not ready to pay yet/);
    expect(
      (await tasks()).filter(
        (t) =>
          t.task_type === 'pay_invoice' &&
          t.invoice_id === 'inv_demo_not_ready' &&
          t.status === 'pending',
      ),
    ).toHaveLength(0);

    const answer = await say('thr_demo_office', 'Pay this on the 15th');
    expect(answer).toMatch(/pay_invoice/);
    const ready = await invoice('inv_demo_ready');
    expect(ready.payment_send_date).toMatch(/^\d{4}-\d{2}-15$/);
    const pay = (await tasks()).find(
      (t) =>
        t.task_type === 'pay_invoice' &&
        t.invoice_id === 'inv_demo_ready' &&
        t.status === 'pending',
    );
    expect(pay).toBeDefined();
  });

  it("'mark as paid outside the product' needs an Admin, is audited and cancels the pending payment", async () => {
    const refused = await say('thr_demo_office', 'mark as paid outside the product', member);
    expect(refused).toMatch(/^Only an Admin or Owner can mark an invoice as paid/);
    expect((await invoice('inv_demo_ready')).status).not.toBe('paid');

    const done = await say('thr_demo_office', 'Mark as paid outside the product');
    expect(done).toMatch(
      /^Marked invoice .* as paid outside the product\. Cancelled 1 pending pay_invoice task\./,
    );
    expect((await invoice('inv_demo_ready')).status).toBe('paid');
    const audit = AuditLogPageSchema.parse(
      (await admin.get('/api/admin/audit-log?action=invoice.mark_paid_outside')).body,
    );
    const actions = audit.entries.filter((entry) => entry.action === 'invoice.mark_paid_outside');
    expect(actions.length).toBeGreaterThanOrEqual(2); // the refusal and the change
  });

  it('a Member’s instruction never runs an action by itself', async () => {
    const answer = await say(
      'thr_demo_cloud',
      'ask the vendor for their remittance address',
      member,
    );
    expect(answer).toMatch(/awaits approval \(asked by a Member: an Admin approves\)/);
    const bank = await say('thr_demo_cloud', 'ask the vendor for their bank details');
    expect(bank).toMatch(/awaits approval \(a request for bank details always is\)/);
  });

  it('answers an instruction it does not understand with the nearest actions, doing nothing', async () => {
    const count = (await tasks()).length;
    const answer = await say('thr_demo_catering', 'Can you book a table for lunch?');
    expect(answer).toMatch(/^Sorry, I did not understand that\. Nearest: /);
    expect(answer).toContain("'why is this not ready?'");
    expect(answer).toMatch(/Nothing was done\.$/);
    expect((await tasks()).length).toBe(count);
  });
});
