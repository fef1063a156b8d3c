// @vitest-environment node
// (.tsx only because the package's vitest config collects *.test.tsx.)
import {
  InvoiceListSchema,
  TaskActionResponseSchema,
  TaskListSchema,
  ThreadListSchema,
  VendorListSchema,
} from '@ap/domain/contract';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminErrorHandlers, adminHandlers } from './admin';
import { dashboardErrorHandlers, dashboardHandlers } from './dashboard';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const api = (path: string, init?: RequestInit) => fetch(`http://localhost:3001/api${path}`, init);
const json = async (path: string, init?: RequestInit) => (await api(path, init)).json();
const put = (body: unknown): RequestInit => ({
  method: 'PUT',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe('dashboard MSW handlers', () => {
  it('answer threads and tasks that satisfy the API contract', async () => {
    server.resetHandlers(...dashboardHandlers());
    expect(ThreadListSchema.parse(await json('/threads?limit=2'))).toHaveLength(2);
    const pending = TaskListSchema.parse(await json('/tasks?status=pending'));
    expect(pending.map((task) => task.id)).toEqual(['task-1', 'task-3']);
    expect(TaskListSchema.parse(await json('/tasks'))).toHaveLength(6);
  });

  it('approve, cancel and edit change the stored tasks; only pending ones', async () => {
    server.resetHandlers(...dashboardHandlers());
    const approved = TaskActionResponseSchema.parse(
      await json('/tasks/task-1/approve', { method: 'POST' }),
    );
    expect(approved).toMatchObject({ status: 'executed', approved_by_email: 'dana@example.com' });
    expect((await api('/tasks/task-1/cancel', { method: 'POST' })).status).toBe(409);
    expect((await json('/tasks/task-3/cancel', { method: 'POST' })).status).toBe('cancelled');
    expect(TaskListSchema.parse(await json('/tasks?status=pending'))).toEqual([]);

    server.resetHandlers(...dashboardHandlers());
    const edited = await json(
      '/tasks/task-1/parameters',
      put({ to: [' a@x.com '], subject: 'S', body: 'B' }),
    );
    expect(edited.parameters).toEqual({ to: ['a@x.com'], cc: [], subject: 'S', body: 'B' });
    const invalid = await api('/tasks/task-1/parameters', put({ to: [], subject: 'S', body: 'B' }));
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).message).toBe(
      'Please provide at least one recipient email address.',
    );
  });

  it('reject a blank thread message and fail with 500 in the error set', async () => {
    server.resetHandlers(...dashboardHandlers());
    const post = (user_input: string) =>
      api('/threads/input', { ...put({ thread_id: 'thread-1', user_input }), method: 'POST' });
    expect((await post('   ')).status).toBe(400);
    expect((await post('hello')).ok).toBe(true);
    server.resetHandlers(...dashboardErrorHandlers);
    expect((await api('/tasks?status=pending')).status).toBe(500);
  });
});

describe('admin MSW handlers', () => {
  it('list and delete invoices and vendors', async () => {
    server.resetHandlers(...adminHandlers());
    const invoices = InvoiceListSchema.parse(await json('/admin/invoices'));
    expect((await api(`/admin/invoices/${invoices[0]!.id}`, { method: 'DELETE' })).ok).toBe(true);
    expect(InvoiceListSchema.parse(await json('/admin/invoices'))).toHaveLength(
      invoices.length - 1,
    );
    expect((await api('/admin/vendors/vendor-globex', { method: 'DELETE' })).ok).toBe(true);
    expect(VendorListSchema.parse(await json('/admin/vendors')).map((v) => v.id)).toEqual([
      'vendor-acme',
    ]);
    expect((await api('/admin/vendors/missing', { method: 'DELETE' })).status).toBe(404);
    server.resetHandlers(...adminErrorHandlers);
    expect((await api('/admin/invoices')).status).toBe(500);
  });
});
