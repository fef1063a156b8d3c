import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './support/api-client';
import { backendNames } from './support/backends';
import { DEMO_ORG, startTestServer, type TestServer } from './support/test-server';

const postgresAvailable = (await backendNames()).includes('postgres');

const reads = [
  '/api/invoices/',
  '/api/tasks',
  '/api/threads?limit=10',
  '/api/admin/vendors',
  '/api/workflow-runs/invoice/inv_demo_not_ready',
  '/api/organization/settings/',
];

/** The same calls in the same order, so both databases should end in the same state. */
const mutations: [string, string, unknown?][] = [
  [
    'PATCH',
    '/api/invoices/inv_demo_ready',
    {
      invoice_id: 'inv_demo_ready',
      invoice_number: 'P-1',
      amount: 0.3,
      items: [{ description: 'a', quantity: 1.5, rate: 0.1, amount: 0.15 }],
    },
  ],
  ['POST', '/api/tasks/task_demo_vendor_pending/approve'],
  ['POST', '/api/tasks/task_demo_email_pending/cancel'],
  ['DELETE', '/api/admin/vendors/ven_demo_draft'],
  ['PUT', '/api/organization/settings/read-only-mode', { read_only_mode: false }],
];

/** Ids and timestamps made at call time differ between two servers; everything else must not. */
const stable = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value), (key, inner) =>
    ['executed_at', 'approved_at', 'latest_activity', 'typed_at'].includes(key) ||
    // Runs and tasks the assistant writes are stamped when they happen.
    (['started_at', 'completed_at', 'created_at', 'timestamp'].includes(key) &&
      typeof inner === 'string' &&
      Date.parse(inner) > Date.now() - 3_600_000)
      ? '<time>'
      : typeof inner === 'string' && /^[0-9a-f-]{36}$/.test(inner)
        ? '<uuid>'
        : inner,
  );

describe.skipIf(!postgresAvailable)('PGlite / PostgreSQL parity', () => {
  let pglite: TestServer;
  let postgres: TestServer;
  beforeAll(async () => {
    [pglite, postgres] = await Promise.all([
      startTestServer('pglite'),
      startTestServer('postgres'),
    ]);
  });
  afterAll(async () => {
    await Promise.all([pglite?.close(), postgres?.close()]);
  });

  const snapshot = async (server: TestServer) => {
    const api = createApiClient(server.baseUrl, await server.mint({ activeOrg: DEMO_ORG }));
    return Promise.all(reads.map(async (path) => stable((await api.get(path)).body)));
  };

  it('answers the same demo data and the same state after the same mutations', {
    timeout: 120_000,
  }, async () => {
    expect(await snapshot(postgres)).toEqual(await snapshot(pglite));
    for (const server of [pglite, postgres]) {
      const api = createApiClient(server.baseUrl, await server.mint({ activeOrg: DEMO_ORG }));
      for (const [method, path, body] of mutations) {
        expect(
          (await api.call(method, path, body)).status,
          `${server.backend} ${method} ${path}`,
        ).toBe(200);
      }
    }
    // Approving the vendor update queues the assistant's review (a background job): wait until
    // both servers have settled on the same state.
    const deadline = Date.now() + 60_000;
    for (;;) {
      const [left, right] = [await snapshot(postgres), await snapshot(pglite)];
      if (JSON.stringify(left) === JSON.stringify(right) || Date.now() > deadline) {
        expect(left).toEqual(right);
        break;
      }
      await new Promise((tick) => setTimeout(tick, 200));
    }
  });

  it('keeps an append-only audit row for every mutation', async () => {
    const client = new pg.Client({ connectionString: postgres.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query(
        // The assistant's own drafts (background reviews) interleave by timing: left out here.
        "select action, actor_email, entity_id from audit_log where actor_user_id <> 'system:assistant' order by id",
      );
      expect(rows.map((row) => row.action)).toEqual([
        'seed.demo',
        'invoice.update',
        'task.approved',
        'vendor.update',
        'task.execute',
        'task.cancelled',
        'vendor.delete',
        'settings.read_only_mode',
      ]);
      expect(rows[1]).toMatchObject({ actor_email: 'ap@acme.test', entity_id: 'inv_demo_ready' });
      await expect(client.query('update audit_log set action = $1', ['tampered'])).rejects.toThrow(
        /append-only/,
      );
      await expect(client.query('delete from audit_log')).rejects.toThrow(/append-only/);
    } finally {
      await client.end();
    }
  });
});
