import { hasOrgRoleAtLeast, inheritedOrgRoles, ORG_ROLES, type OrgRole } from '@ap/domain';
import {
  ApiErrorSchema,
  apiExtensionOperations,
  apiOperations,
  OPERATION_MINIMUM_ROLES,
} from '@ap/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from './support/api-client';
import { startFakeServices } from './support/fake-services';
import { documentedOperations, sampleOf } from './support/openapi-operations';
import { DEMO_ORG, OTHER_ORG, startTestServer, type TestServer } from './support/test-server';

// Generated from GET /api/openapi.json: a new endpoint is covered without editing this file.

/** The demo org's ids, by the path segment before {id} or the body property that names one. */
const DEMO_IDS: Record<string, string> = {
  invoices: 'inv_demo_ready',
  invoice: 'inv_demo_ready',
  invoice_id: 'inv_demo_ready',
  tasks: 'task_demo_email_pending',
  vendors: 'ven_demo_office',
  vendor_id: 'ven_demo_office',
  thread_id: 'thr_demo_office',
  account_id: 'acct_ok',
  members: 'user_demo_member',
  'skipped-documents': 'skd_demo_statement',
  'vendor-reading-rules': 'rule_demo_cloud_total',
};

const pathIdKey = (path: string) => path.split('/').at(path.split('/').indexOf('{id}') - 1) ?? '';
const norm = (path: string) => path.replace(/\/$/, '');
const contractName = (method: string, path: string) =>
  Object.entries({ ...apiOperations, ...apiExtensionOperations }).find(
    ([, op]) => op.method.toUpperCase() === method && norm(op.path) === norm(path),
  )?.[0] as keyof typeof OPERATION_MINIMUM_ROLES | undefined;

describe('access to every documented operation', () => {
  let fake: Awaited<ReturnType<typeof startFakeServices>>;
  let server: TestServer;
  let doc: Parameters<typeof documentedOperations>[0];
  let demoAdmin: ApiClient;
  const request = (method: string, path: string) => {
    const op = documentedOperations(doc).find((o) => o.method === method && o.path === path);
    const url = path.replace('{id}', DEMO_IDS[pathIdKey(path)] ?? 'unknown');
    const body = sampleOf(doc, op?.bodySchema, (property) =>
      property === 'invoice_id' && path.includes('/invoices/{id}')
        ? DEMO_IDS.invoices
        : DEMO_IDS[property],
    );
    return { url, body };
  };

  beforeAll(async () => {
    fake = await startFakeServices();
    server = await startTestServer('pglite', fake.env);
    demoAdmin = createApiClient(server.baseUrl, await server.mint({ activeOrg: DEMO_ORG }));
    doc = (await demoAdmin.get<typeof doc>('/api/openapi.json')).body;
    // The demo org owns a payment account, made through its own onboarding.
    await demoAdmin.post('/api/moov/onboarding-token');
    expect((await demoAdmin.post('/api/moov/save-account', { account_id: 'acct_ok' })).status).toBe(
      200,
    );
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('every authenticated operation is in the role matrix', () => {
    const operations = documentedOperations(doc).filter((o) => o.authenticated);
    expect(operations.length).toBeGreaterThan(30);
    for (const op of operations) {
      const name = contractName(op.method, op.path);
      expect(name && name in OPERATION_MINIMUM_ROLES, `${op.method} ${op.path}`).toBe(true);
    }
  });

  it("answers 404 to every id-taking operation called with another org's ids, and changes nothing", async () => {
    const other = createApiClient(
      server.baseUrl,
      await server.mint({
        userId: 'user_other',
        email: 'eve@other.test',
        activeOrg: { ...OTHER_ORG, role: 'Owner' },
      }),
    );
    const snapshot = async () =>
      Promise.all(
        [
          '/api/invoices/',
          '/api/tasks',
          '/api/admin/vendors',
          '/api/moov/status',
          '/api/organization/settings/',
          '/api/admin/audit-log?limit=200',
        ].map(async (path) => (await demoAdmin.get(path)).body),
      );
    const before = await snapshot();
    const idTaking = documentedOperations(doc).filter(
      (o) =>
        o.authenticated &&
        (o.pathParams.length > 0 ||
          Object.keys((sampleOf(doc, o.bodySchema, () => 'x') ?? {}) as object).some((k) =>
            k.endsWith('_id'),
          )),
    );
    expect(idTaking.length).toBeGreaterThan(10);
    for (const op of idTaking) {
      if (op.pathParams.length > 0) {
        expect(DEMO_IDS[pathIdKey(op.path)], `a demo id for ${op.path}`).toBeDefined();
      }
      const { url, body } = request(op.method, op.path);
      const answer = await other.call(op.method, url, body);
      expect(answer.status, `${op.method} ${op.path} ${JSON.stringify(answer.body)}`).toBe(404);
      expect(ApiErrorSchema.parse(answer.body).error).toBe('not_found');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers every operation for each role as the role matrix says', async () => {
    const clients = Object.fromEntries(
      await Promise.all(
        ORG_ROLES.map(async (role) => [
          role,
          createApiClient(
            server.baseUrl,
            await server.mint({
              userId: `user_${role}`,
              email: `${role}@acme.test`,
              activeOrg: { ...DEMO_ORG, role },
            }),
          ),
        ]),
      ),
    ) as Record<OrgRole, ApiClient>;
    // Lowest role first: a refused call must not have changed what the next role sees.
    const roles = [...ORG_ROLES].reverse();
    for (const op of documentedOperations(doc).filter((o) => o.authenticated)) {
      const name = contractName(op.method, op.path);
      const minimum = name ? OPERATION_MINIMUM_ROLES[name] : undefined;
      for (const role of roles) {
        const allowed =
          !minimum ||
          hasOrgRoleAtLeast(
            {
              userAssignedRole: role,
              userInheritedRolesPlusCurrentRole: inheritedOrgRoles(role),
              userPermissions: [],
            },
            minimum,
          );
        const { url, body } = request(op.method, op.path);
        const answer = await clients[role].call(op.method, url, body);
        const label = `${role} ${op.method} ${op.path} -> ${answer.status} ${JSON.stringify(answer.body)}`;
        if (allowed) {
          expect(answer.status, label).not.toBe(403);
          expect(answer.status, label).toBeLessThan(500);
        } else {
          expect(answer.status, label).toBe(403);
          expect(ApiErrorSchema.parse(answer.body).error, label).toBe('forbidden');
        }
      }
    }
  });
});
