import {
  ApiErrorSchema,
  AuditLogPageSchema,
  apiExtensionOperations,
  CompanyDetailsSettingsSchema,
  InvoiceSchema,
} from '@ap/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from './support/api-client';
import { backendNames } from './support/backends';
import { DEMO_ORG, OTHER_ORG, startTestServer, type TestServer } from './support/test-server';

const backends = await backendNames();
const PATH = apiExtensionOperations.setCompanyDetails.path;
// Seeded billed to 'Acme Europe Ltd', a sister company: 'Addressed to Us' fails (overridden).
const SISTER_BILLED = 'inv_demo_overridden';

const DETAILS = {
  legal_name: '  Acme   Holdings, Inc. ',
  other_names: ['Acme Europe', 'ACME HOLDINGS, INC.', 'Roadrunner Supplies'],
  addresses: [{ label: 'Billing', address: '1 Acme Way\n Springfield, IL 62701 ' }],
  tax_id: '12-3456789',
};

describe.each(backends)('company details on %s', (backend) => {
  let server: TestServer;
  let admin: ApiClient;
  let member: ApiClient;
  let other: ApiClient;

  beforeAll(async () => {
    server = await startTestServer(backend);
    admin = createApiClient(server.baseUrl, await server.mint({ activeOrg: DEMO_ORG }));
    member = createApiClient(
      server.baseUrl,
      await server.mint({
        userId: 'user_kim',
        email: 'kim@acme.test',
        activeOrg: { ...DEMO_ORG, role: 'Member' },
      }),
    );
    other = createApiClient(
      server.baseUrl,
      await server.mint({ userId: 'user_other', email: 'eve@other.test', activeOrg: OTHER_ORG }),
    );
  });
  afterAll(() => server?.close());

  const read = async (client: ApiClient) => {
    const answer = await client.get(PATH);
    expect(answer.status).toBe(200);
    return CompanyDetailsSettingsSchema.parse(answer.body);
  };
  const addressedCheck = async () =>
    InvoiceSchema.parse((await admin.get(`/api/invoices/${SISTER_BILLED}`)).body).checks.find(
      (check) => check.name === 'invoice_addressed_to_organization',
    );

  it('answers the sign-up name as the legal name until the organisation saves its details', async () => {
    expect(await read(admin)).toEqual({
      company_details: { legal_name: 'Acme Corp', other_names: [], addresses: [], tax_id: null },
      saved: false,
      updated_at: null,
    });
    expect((await read(other)).company_details.legal_name).toBe('Other Inc');
  });

  it('refuses bad details with 400 naming the field, refuses a Member with 403, and keeps what was saved', async () => {
    const bad: Array<[Record<string, unknown>, string, string]> = [
      [
        { ...DETAILS, legal_name: '  ' },
        'company_details.legal_name',
        'Enter the company’s legal name.',
      ],
      [
        { ...DETAILS, other_names: ['Acme', ''] },
        'company_details.other_names.1',
        'A name cannot be blank.',
      ],
      [
        { ...DETAILS, tax_id: 'ask accounting' },
        'company_details.tax_id',
        'Enter a tax ID such as 12-3456789 (EIN) or GB123456789 (VAT number).',
      ],
      [
        { ...DETAILS, addresses: [{ label: '', address: 'x' }] },
        'company_details.addresses.0.label',
        'Name the address (for example Billing).',
      ],
    ];
    for (const [details, path, message] of bad) {
      const answer = await admin.put(PATH, { company_details: details });
      expect(answer.status, path).toBe(400);
      const error = ApiErrorSchema.parse(answer.body);
      expect(error.error).toBe('validation_error');
      expect(error.details).toMatchObject({ issues: expect.arrayContaining([{ path, message }]) });
    }
    const { tax_id: _, ...noTaxId } = DETAILS;
    expect((await admin.put(PATH, { company_details: noTaxId })).status).toBe(400);
    expect((await admin.put(PATH, { details: DETAILS })).status).toBe(400);
    expect((await member.put(PATH, { company_details: DETAILS })).status).toBe(403);
    expect((await read(admin)).saved).toBe(false);
  });

  it('saves normalised details for the organisation only, audited; a Member reads them', async () => {
    const before = await addressedCheck();
    expect(before).toMatchObject({ status: 'failed', overridden: true });

    const answer = await admin.put(PATH, { company_details: DETAILS });
    expect(answer.status).toBe(200);
    const saved = CompanyDetailsSettingsSchema.parse(answer.body);
    expect(saved).toMatchObject({
      saved: true,
      company_details: {
        legal_name: 'Acme Holdings, Inc.',
        // 'ACME HOLDINGS, INC.' is the legal name again.
        other_names: ['Acme Europe', 'Roadrunner Supplies'],
        addresses: [{ label: 'Billing', address: '1 Acme Way\nSpringfield, IL 62701' }],
        tax_id: '12-3456789',
      },
    });
    expect(await read(member)).toEqual(saved);
    expect((await read(other)).saved).toBe(false);

    const log = AuditLogPageSchema.parse(
      (await admin.get(`/api/admin/audit-log?action=settings.company_details`)).body,
    );
    expect(log.entries[0]).toMatchObject({
      action: 'settings.company_details',
      entity_type: 'organization',
      entity_id: DEMO_ORG.orgId,
      after: saved.company_details,
    });
  });

  it("re-checks open invoices at once: billed to one of the organisation's other names is addressed to it", async () => {
    // 'Acme Europe Ltd' is 'Acme Europe' by the check's comparison (legal forms dropped).
    expect(await addressedCheck()).toMatchObject({ status: 'success' });
    const narrower = await admin.put(PATH, {
      company_details: { ...DETAILS, other_names: ['Roadrunner Supplies'] },
    });
    expect(narrower.status).toBe(200);
    const check = await addressedCheck();
    expect(check?.status).toBe('failed');
    expect(check?.reason).toContain(
      'Billed to Acme Europe Ltd, not Acme Holdings, Inc. or Roadrunner Supplies or Acme Corp',
    );
  });
});
