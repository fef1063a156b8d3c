import { ApiErrorSchema } from '@ap/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from './support/api-client';
import { backendNames } from './support/backends';
import { DEMO_ORG, OTHER_ORG, startTestServer, type TestServer } from './support/test-server';

const backends = await backendNames();

/** Every call of SPEC §7 that names an id, aimed at the demo org's ids. */
const callsWithDemoIds: [string, string, unknown?][] = [
  ['GET', '/api/invoices/inv_demo_ready'],
  ['PATCH', '/api/invoices/inv_demo_ready', { invoice_id: 'inv_demo_ready', amount: 1 }],
  ['POST', '/api/invoices/inv_demo_ready/pay'],
  ['POST', '/api/invoices/inv_demo_high_value/pay'],
  ['GET', '/api/workflow-runs/invoice/inv_demo_ready'],
  ['GET', '/api/vendors/ven_demo_office'],
  ['DELETE', '/api/admin/invoices/inv_demo_ready'],
  ['DELETE', '/api/admin/vendors/ven_demo_office'],
  ['GET', '/api/tasks/task_demo_email_pending'],
  ['POST', '/api/tasks/task_demo_email_pending/approve'],
  ['POST', '/api/tasks/task_demo_vendor_pending/approve'],
  ['POST', '/api/tasks/task_demo_pay_pending/cancel'],
  [
    'PUT',
    '/api/tasks/task_demo_email_pending/parameters',
    { to: ['x@evil.test'], subject: 's', body: 'b' },
  ],
  [
    'POST',
    '/api/threads/input',
    { thread_id: 'thr_demo_office', user_input: 'hello from another org' },
  ],
];

const demoReads = [
  '/api/invoices/',
  '/api/tasks',
  '/api/admin/vendors',
  '/api/threads?limit=10',
  '/api/organization/settings/',
];

describe.each(backends)('organisation isolation on %s', (backend) => {
  let server: TestServer;
  let demo: ApiClient;
  let other: ApiClient;
  beforeAll(async () => {
    server = await startTestServer(backend);
    demo = createApiClient(server.baseUrl, await server.mint({ activeOrg: DEMO_ORG }));
    other = createApiClient(
      server.baseUrl,
      await server.mint({ userId: 'user_other', email: 'eve@other.test', activeOrg: OTHER_ORG }),
    );
  });
  afterAll(() => server?.close());

  const snapshotDemo = async () =>
    Promise.all(demoReads.map(async (path) => (await demo.get(path)).body));

  it("answers 404 to every call with another org's ids and changes nothing", async () => {
    const before = await snapshotDemo();
    for (const [method, path, body] of callsWithDemoIds) {
      const answer = await other.call(method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(ApiErrorSchema.parse(answer.body).error).toBe('not_found');
    }
    expect(await snapshotDemo()).toEqual(before);
  });

  it("lists show only the caller's org", async () => {
    for (const path of [
      '/api/invoices/',
      '/api/admin/invoices',
      '/api/admin/vendors',
      '/api/tasks',
      '/api/threads',
    ]) {
      const answer = await other.get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).toEqual([]);
    }
  });

  it("settings are per org: one org's change does not reach the other", async () => {
    await other.put('/api/organization/settings/read-only-mode', { read_only_mode: false });
    expect((await other.get('/api/organization/settings/')).body).toMatchObject({
      read_only_mode: false,
    });
    expect((await demo.get('/api/organization/settings/')).body).toMatchObject({
      read_only_mode: true,
    });
  });
});
