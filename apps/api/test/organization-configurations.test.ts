import {
  ApiErrorSchema,
  apiExtensionOperations,
  OrganizationConfigurationsSchema,
  OrganizationSettingsSchema,
  PayInvoiceResponseSchema,
} from '@ap/domain/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from './support/api-client';
import { backendNames } from './support/backends';
import { DEMO_ORG, OTHER_ORG, startTestServer, type TestServer } from './support/test-server';

const backends = await backendNames();
const paths = {
  all: apiExtensionOperations.getOrganizationConfigurations.path,
  mandatory: apiExtensionOperations.setMandatoryChecks.path,
  protected: apiExtensionOperations.setProtectedActions.path,
  vendorSubset: apiExtensionOperations.setVendorSubset.path,
};

const readAll = async (api: ApiClient) => {
  const answer = await api.get(paths.all);
  expect(answer.status).toBe(200);
  return OrganizationConfigurationsSchema.parse(answer.body);
};
const item = <T extends { id: string }>(groups: { items: T[] }[] | null, id: string) =>
  groups?.flatMap((group) => group.items).find((candidate) => candidate.id === id);

describe.each(backends)('organisation configurations (beyond SPEC §7) on %s', (backend) => {
  let server: TestServer;
  let demo: ApiClient;
  let colleague: ApiClient;
  let other: ApiClient;
  beforeAll(async () => {
    server = await startTestServer(backend);
    demo = createApiClient(server.baseUrl, await server.mint({ activeOrg: DEMO_ORG }));
    colleague = createApiClient(
      server.baseUrl,
      await server.mint({ userId: 'user_colleague', email: 'kim@acme.test', activeOrg: DEMO_ORG }),
    );
    other = createApiClient(
      server.baseUrl,
      await server.mint({ userId: 'user_other', email: 'eve@other.test', activeOrg: OTHER_ORG }),
    );
  });
  afterAll(() => server?.close());

  it('answers null for each configuration an organisation never saved', async () => {
    expect(await readAll(demo)).toEqual({
      mandatory_checks: null,
      protected_actions: null,
      vendor_subset: null,
    });
  });

  it('keeps mandatory checks for the whole organisation, merged onto the defaults', async () => {
    const answer = await demo.put(paths.mandatory, {
      mandatory_checks: [
        {
          id: 'approval_processing',
          items: [
            // Enforced, and met by the invoice paid below (its requisitioner approved it).
            { id: 'requisitioner_approval', required: true },
            { id: 'no_such_check', required: true },
          ],
        },
        // Always required: cannot be switched off.
        { id: 'invoice_contents', items: [{ id: 'vendor_name', required: false }] },
      ],
    });
    expect(answer.status).toBe(200);
    const seen = await readAll(colleague);
    expect(item(seen.mandatory_checks, 'requisitioner_approval')?.required).toBe(true);
    expect(item(seen.mandatory_checks, 'vendor_name')?.required).toBe(true);
    expect(item(seen.mandatory_checks, 'unique_invoice_number')?.required).toBe(true);
    expect(item(seen.mandatory_checks, 'no_such_check')).toBeUndefined();
    expect((await readAll(other)).mandatory_checks).toBeNull();
  });

  it("enforces 'Executing a Payment': unprotected, a payable invoice is queued at once", async () => {
    const answer = await demo.put(paths.protected, {
      protected_actions: [
        { id: 'making_payments', items: [{ id: 'execute_payment', requiresApproval: false }] },
      ],
    });
    expect(answer.status).toBe(200);
    const settings = OrganizationSettingsSchema.parse(
      (await demo.get('/api/organization/settings/')).body,
    );
    expect(settings.payment_execution_protected).toBe(false);
    const paid = PayInvoiceResponseSchema.parse(
      (await demo.post('/api/invoices/inv_demo_ready/pay')).body,
    );
    expect(paid.outcome).toBe('queued');
    // The other organisation's payments stay protected.
    expect(
      OrganizationSettingsSchema.parse((await other.get('/api/organization/settings/')).body)
        .payment_execution_protected,
    ).toBe(true);
  });

  it('shows the payment protection set through its own call in the protected actions', async () => {
    await other.put('/api/organization/settings/payment-protection', {
      payment_execution_protected: false,
    });
    const seen = await readAll(other);
    expect(item(seen.protected_actions, 'execute_payment')?.requiresApproval).toBe(false);
    expect(item(seen.protected_actions, 'email_executive')?.requiresApproval).toBe(true);
  });

  it('refuses a vendor subset entry SPEC §5 would not add, with the field path', async () => {
    const answer = await demo.put(paths.vendorSubset, {
      vendor_subset: {
        internalSenders: 'review',
        externalSenders: 'limited',
        domains: ['acme.test', 'not a domain'],
        senders: [],
      },
    });
    expect(answer.status).toBe(400);
    const error = ApiErrorSchema.parse(answer.body);
    expect(JSON.stringify(error.details)).toContain('vendor_subset.domains.1');
    expect((await readAll(demo)).vendor_subset).toBeNull();
  });

  it('keeps the vendor subset with repeated entries dropped', async () => {
    const answer = await demo.put(paths.vendorSubset, {
      vendor_subset: {
        internalSenders: 'review',
        externalSenders: 'limited',
        domains: ['acme.test', 'ACME.test'],
        senders: ['billing@vendor.test'],
      },
    });
    expect(answer.status).toBe(200);
    expect((await readAll(colleague)).vendor_subset).toEqual({
      internalSenders: 'review',
      externalSenders: 'limited',
      domains: ['acme.test'],
      senders: ['billing@vendor.test'],
    });
  });

  it('answers 400 to a malformed body and 401 without a token', async () => {
    expect((await demo.put(paths.mandatory, '{not json')).status).toBe(400);
    expect((await demo.put(paths.mandatory, { mandatory_checks: 'all' })).status).toBe(400);
    expect((await createApiClient(server.baseUrl).get(paths.all)).status).toBe(401);
  });

  it.skipIf(backend !== 'postgres')('audits every save with who and what', async () => {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query(
        "select action, org_id, actor_email from audit_log where action like 'settings.%' order by id",
      );
      expect(rows.map((row) => [row.action, row.org_id])).toEqual([
        ['settings.mandatory_checks', 'org_demo'],
        ['settings.protected_actions', 'org_demo'],
        ['settings.payment_protection', 'org_other'],
        ['settings.vendor_subset', 'org_demo'],
      ]);
    } finally {
      await client.end();
    }
  });
});
