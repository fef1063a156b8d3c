import { type ApiOperationName, apiExtensionOperations, apiOperations } from '@ap/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from './support/api-client';
import { startFakeServices } from './support/fake-services';
import { DEMO_ORG, startTestServer, type TestServer } from './support/test-server';

/** A valid call of each SPEC §7 operation against the demo data: path id and body. */
const samples: Record<ApiOperationName, { id?: string; query?: string; body?: unknown }> = {
  getPublicConfig: {},
  listThreads: { query: '?limit=10' },
  postThreadInput: { body: { thread_id: 'thr_demo_office', user_input: 'Any news?' } },
  listTasks: { query: '?status=pending' },
  getTask: { id: 'task_demo_email_executed' },
  approveTask: { id: 'task_demo_vendor_pending' },
  cancelTask: { id: 'task_demo_pay_pending' },
  updateTaskParameters: {
    id: 'task_demo_email_pending',
    body: { to: ['a@b.test'], subject: 'S', body: 'B' },
  },
  listInvoices: {},
  getInvoice: { id: 'inv_demo_ready' },
  saveInvoice: {
    id: 'inv_demo_not_ready',
    body: { invoice_id: 'inv_demo_not_ready', amount: 860 },
  },
  payInvoice: { id: 'inv_demo_ready' },
  listInvoiceWorkflowRuns: { id: 'inv_demo_ready' },
  getVendor: { id: 'ven_demo_office' },
  adminListInvoices: {},
  adminDeleteInvoice: { id: 'inv_demo_processing' },
  adminListVendors: {},
  adminDeleteVendor: { id: 'ven_demo_draft' },
  getMoovStatus: {},
  createMoovOnboardingToken: {},
  saveMoovAccount: { body: { account_id: 'acct_ok' } },
  updateMoovToken: { body: { account_id: 'acct_ok', resource_type: 'account' } },
  getGmailAccount: {},
  unlinkGmailAccount: {},
  authorizeGmail: {},
  getQuickbooksAccount: {},
  unlinkQuickbooksAccount: {},
  authorizeQuickbooks: {},
  getOrganizationSettings: {},
  setReadOnlyMode: { body: { read_only_mode: false } },
};

describe('every SPEC §7 operation answers in the shape of the shared contract', () => {
  let fake: Awaited<ReturnType<typeof startFakeServices>>;
  let server: TestServer;
  let api: ApiClient;
  beforeAll(async () => {
    fake = await startFakeServices();
    server = await startTestServer('default', fake.env);
    api = createApiClient(server.baseUrl, await server.mint({ activeOrg: DEMO_ORG }));
    // GET /api/moov/status answers 404 until a payment account is linked (made through an
    // onboarding token this org was issued).
    await api.post('/api/moov/onboarding-token');
    await api.post('/api/moov/save-account', { account_id: 'acct_ok' });
    // Connect the mailbox and accounting system first, so their unlink calls have something to unlink.
    for (const service of ['gmail', 'quickbooks']) {
      const { auth_url } = (await api.post<{ auth_url: string }>(`/api/${service}/oauth/authorize`))
        .body;
      const state = new URL(auth_url).searchParams.get('state');
      await fetch(
        `${server.baseUrl}/api/${service}/oauth/callback?code=c&realmId=r1&state=${state}`,
        { redirect: 'manual' },
      );
    }
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it.each(Object.keys(apiOperations) as ApiOperationName[])('%s', async (name) => {
    const op = apiOperations[name];
    const sample = samples[name];
    const path = op.path.replace('{id}', sample.id ?? '') + (sample.query ?? '');
    const answer = await api.call(op.method.toUpperCase(), path, sample.body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const parsed = op.response.safeParse(answer.body);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('setPaymentProtection (beyond §7)', async () => {
    const op = apiExtensionOperations.setPaymentProtection;
    const answer = await api.call(op.method.toUpperCase(), op.path, {
      payment_execution_protected: false,
    });
    expect(answer.status).toBe(200);
    expect(op.response.parse(answer.body).payment_execution_protected).toBe(false);
  });

  it('documents every operation in /api/openapi.json', async () => {
    const doc = (
      await api.get<{ paths: Record<string, Record<string, unknown>> }>('/api/openapi.json')
    ).body;
    for (const op of [...Object.values(apiOperations), ...Object.values(apiExtensionOperations)]) {
      const documented = doc.paths[op.path.replace(/\/$/, '')];
      expect(documented?.[op.method], `${op.method} ${op.path}`).toBeDefined();
    }
  });
});
