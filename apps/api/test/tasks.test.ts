import {
  ApiErrorSchema,
  OrganizationSettingsSchema,
  TaskActionResponseSchema,
  TaskListSchema,
  TaskSchema,
  ThreadListSchema,
  VendorSchema,
} from '@ap/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from './support/api-client';
import { backendNames } from './support/backends';
import { DEMO_ORG, startTestServer, type TestServer } from './support/test-server';

const backends = await backendNames();

describe.each(backends)('tasks, threads and settings on %s', (backend) => {
  let server: TestServer;
  let api: ApiClient;
  beforeAll(async () => {
    server = await startTestServer(backend);
    api = createApiClient(server.baseUrl, await server.mint({ activeOrg: DEMO_ORG }));
  });
  afterAll(() => server?.close());

  it('lists all tasks newest first, and only pending ones with status=pending', async () => {
    const all = TaskListSchema.parse((await api.get('/api/tasks')).body);
    expect(all).toHaveLength(9);
    expect(new Set(all.map((t) => t.status))).toEqual(
      new Set(['pending', 'approved', 'executed', 'failed', 'cancelled']),
    );
    expect(new Set(all.map((t) => t.task_type))).toEqual(
      new Set(['send_email', 'update_vendor', 'pay_invoice']),
    );
    const created = all.map((t) => t.created_at);
    expect(created).toEqual([...created].sort().reverse());
    const pending = TaskListSchema.parse((await api.get('/api/tasks?status=pending')).body);
    expect(pending.map((t) => t.id).sort()).toEqual([
      'task_demo_email_pending',
      'task_demo_pay_pending',
      'task_demo_vendor_pending',
    ]);
    expect((await api.get('/api/tasks?status=done')).status).toBe(400);
  });

  it('reads one task and 404s an unknown one', async () => {
    const task = TaskSchema.parse((await api.get('/api/tasks/task_demo_email_failed')).body);
    expect(task).toMatchObject({
      status: 'failed',
      error_message: expect.stringMatching(/read-only/),
    });
    expect((await api.get('/api/tasks/task_nope')).status).toBe(404);
  });

  it('edits a pending send_email task, with the spec messages for bad parameters', async () => {
    const bad = await api.put('/api/tasks/task_demo_email_pending/parameters', {
      to: [' '],
      subject: '',
      body: ' ',
    });
    expect(bad.status).toBe(400);
    const messages = (
      ApiErrorSchema.parse(bad.body).details as { issues: { message: string }[] }
    ).issues.map((i) => i.message);
    expect(messages).toEqual([
      'Please provide at least one recipient email address.',
      'Please provide a subject for the email.',
      'Please provide a message body for the email.',
    ]);
    const edited = await api.put('/api/tasks/task_demo_email_pending/parameters', {
      to: [' maya@greenleaf.test ', ''],
      cc: ['dana@acme.test'],
      subject: 'W-9 please',
      body: 'Hello',
    });
    expect(edited.status).toBe(200);
    expect(TaskActionResponseSchema.parse(edited.body)).toMatchObject({
      message: 'Task updated successfully!',
      parameters: {
        to: ['maya@greenleaf.test'],
        cc: ['dana@acme.test'],
        subject: 'W-9 please',
        body: 'Hello',
      },
    });
    const wrongType = await api.put('/api/tasks/task_demo_vendor_pending/parameters', {
      to: ['a@b.test'],
      subject: 's',
      body: 'b',
    });
    expect(wrongType.status).toBe(422);
    const notPending = await api.put('/api/tasks/task_demo_email_cancelled/parameters', {
      to: ['a@b.test'],
      subject: 's',
      body: 'b',
    });
    expect(notPending.status).toBe(409);
  });

  it('approving an update_vendor task executes it once, however many approvals race', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => api.post('/api/tasks/task_demo_vendor_pending/approve')),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    const answer = answers.find((a) => a.status === 200);
    if (!answer) throw new Error('no approval succeeded');
    const task = TaskActionResponseSchema.parse(answer.body);
    expect(task).toMatchObject({
      status: 'executed',
      approved_by_email: 'ap@acme.test',
      message: 'Task approved and executed successfully!',
    });
    expect(task.approved_at).toBeTruthy();
    expect(task.executed_at).toBeTruthy();
    const vendor = VendorSchema.parse((await api.get('/api/vendors/ven_demo_catering')).body);
    expect(vendor.phone).toBe('+1 555 0102');
  });

  it('only pending tasks accept actions: 409 with a clear message', async () => {
    for (const path of [
      '/api/tasks/task_demo_vendor_pending/approve',
      '/api/tasks/task_demo_email_executed/cancel',
    ]) {
      const answer = await api.post(path);
      expect(answer.status).toBe(409);
      expect(ApiErrorSchema.parse(answer.body).message).toMatch(/only pending tasks/);
    }
  });

  it('a send_email task that cannot run (read-only mailbox) fails with its error recorded', async () => {
    const answer = await api.post('/api/tasks/task_demo_email_pending/approve');
    expect(answer.status).toBe(422);
    const error = ApiErrorSchema.parse(answer.body);
    expect(error.message).toMatch(/read-only/);
    const task = TaskSchema.parse((await api.get('/api/tasks/task_demo_email_pending')).body);
    expect(task).toMatchObject({
      status: 'failed',
      error_message: expect.stringMatching(/read-only/),
    });
  });

  it('approving a pay_invoice task queues the payment; cancel moves a task to cancelled', async () => {
    const approved = TaskActionResponseSchema.parse(
      (await api.post('/api/tasks/task_demo_pay_pending/approve')).body,
    );
    expect(approved.status).toBe('executed');
    const pay = await api.post('/api/invoices/inv_demo_high_value/pay');
    expect(pay.body).toMatchObject({
      outcome: 'queued',
      payment: { amount: 18400, status: 'queued' },
    });
    const created = await api.post('/api/invoices/inv_demo_overridden/pay');
    const taskId = (created.body as { task: { id: string } }).task.id;
    // The browser sends a JSON content type even on calls without a body.
    const cancelled = await api.call('POST', `/api/tasks/${taskId}/cancel`, undefined, {
      'Content-Type': 'application/json',
    });
    expect(TaskActionResponseSchema.parse(cancelled.body)).toMatchObject({
      status: 'cancelled',
      message: 'Task cancelled successfully!',
    });
  });

  it('lists threads (limit) with their invoices and runs, and takes a typed message', async () => {
    const threads = ThreadListSchema.parse((await api.get('/api/threads?limit=2')).body);
    expect(threads.map((t) => t.id)).toEqual(['thr_demo_unknown', 'thr_demo_office']);
    expect(threads[1]?.invoices.map((i) => i.id).sort()).toEqual([
      'inv_demo_paid',
      'inv_demo_ready',
    ]);
    expect(threads[1]?.workflow_runs.length).toBe(2);
    expect((await api.get('/api/threads?limit=0')).status).toBe(400);

    const sent = await api.post('/api/threads/input', {
      thread_id: 'thr_demo_catering',
      user_input: 'Please chase the W-9',
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ message: expect.any(String) });
    const latest = ThreadListSchema.parse((await api.get('/api/threads?limit=1')).body);
    expect(latest[0]?.id).toBe('thr_demo_catering');
    expect(
      (await api.post('/api/threads/input', { thread_id: 'thr_demo_catering', user_input: '   ' }))
        .status,
    ).toBe(400);
    expect(
      (await api.post('/api/threads/input', { thread_id: 'thr_nope', user_input: 'hi' })).status,
    ).toBe(404);
  });

  it('read-only mode defaults to true and can change while no mailbox is connected', async () => {
    expect(
      OrganizationSettingsSchema.parse((await api.get('/api/organization/settings/')).body)
        .read_only_mode,
    ).toBe(true);
    const changed = await api.put('/api/organization/settings/read-only-mode', {
      read_only_mode: false,
    });
    expect(changed.status).toBe(200);
    expect(OrganizationSettingsSchema.parse(changed.body).read_only_mode).toBe(false);
    expect(
      (await api.put('/api/organization/settings/read-only-mode', { read_only_mode: 'no' })).status,
    ).toBe(400);
  });
});
