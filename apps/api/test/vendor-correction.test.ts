import {
  ApiErrorSchema,
  AuditLogPageSchema,
  InvoiceSchema,
  VendorListSchema,
  VendorReadingRulesSchema,
  VendorSchema,
} from '@ap/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from './support/api-client';
import { DEMO_ORG, OTHER_ORG, startTestServer, type TestServer } from './support/test-server';

// The vendor can be corrected (rename, move an invoice, merge), role-checked and audited.
describe('correcting the vendor through the API', () => {
  let server: TestServer;
  let admin: ApiClient;
  let member: ApiClient;
  let stranger: ApiClient;
  beforeAll(async () => {
    server = await startTestServer('default');
    admin = createApiClient(server.baseUrl, await server.mint({ activeOrg: DEMO_ORG }));
    member = createApiClient(
      server.baseUrl,
      await server.mint({
        userId: 'user_member',
        email: 'clerk@acme.test',
        activeOrg: { ...DEMO_ORG, role: 'Member' },
      }),
    );
    stranger = createApiClient(server.baseUrl, await server.mint({ activeOrg: OTHER_ORG }));
  });
  afterAll(() => server?.close());

  const audit = async (action: string) =>
    AuditLogPageSchema.parse((await admin.get(`/api/admin/audit-log?action=${action}`)).body)
      .entries;

  it('renames the draft vendor (a Member may), keeps the old name as an alias and audits it', async () => {
    const renamed = await member.put('/api/vendors/ven_demo_draft/name', {
      name: '  Unknown   Sender Ltd ',
    });
    expect(renamed.status).toBe(200);
    expect(VendorSchema.parse(renamed.body).name).toBe('Unknown Sender Ltd');
    const invoice = InvoiceSchema.parse(
      (await admin.get('/api/invoices/inv_demo_processing')).body,
    );
    expect(invoice.vendor?.name).toBe('Unknown Sender Ltd');
    const [entry] = await audit('vendor.rename');
    expect(entry).toMatchObject({
      entity_type: 'vendor',
      entity_id: 'ven_demo_draft',
      actor: { email: 'clerk@acme.test' },
      before: { name: '' },
      after: { name: 'Unknown Sender Ltd' },
    });
    const learned = VendorReadingRulesSchema.parse(
      (await member.get('/api/vendors/ven_demo_draft/reading-rules')).body,
    );
    expect(learned.rules.map((rule) => [rule.kind, rule.value])).toEqual([
      ['vendor_name', 'Unknown Sender Ltd'],
    ]);
    expect(learned.corrections).toBe(1);
  });

  it('moves an invoice to an existing vendor and audits the move', async () => {
    const moved = await member.put('/api/invoices/inv_demo_processing/vendor', {
      vendor_id: 'ven_demo_cloud',
    });
    expect(moved.status).toBe(200);
    expect(InvoiceSchema.parse(moved.body).vendor?.id).toBe('ven_demo_cloud');
    const [entry] = await audit('invoice.vendor.move');
    expect(entry).toMatchObject({ entity_type: 'invoice', entity_id: 'inv_demo_processing' });
    expect(entry?.before).toMatchObject({ vendorId: 'ven_demo_draft' });
    expect(entry?.after).toMatchObject({ vendorId: 'ven_demo_cloud' });
  });

  it('refuses to move a paid invoice, to a vendor of another organisation, or without a vendor', async () => {
    const paid = await admin.put('/api/invoices/inv_demo_paid/vendor', {
      vendor_id: 'ven_demo_cloud',
    });
    expect(paid.status).toBe(409);
    expect(ApiErrorSchema.parse(paid.body).message).toMatch(/paid invoice/);
    const unknown = await admin.put('/api/invoices/inv_demo_ready/vendor', {
      vendor_id: 'ven_nobody',
    });
    expect(unknown.status).toBe(404);
    for (const body of [{}, { vendor_id: '' }, { vendor_id: 7 }, 'not json']) {
      const bad = await admin.put('/api/invoices/inv_demo_ready/vendor', body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(ApiErrorSchema.parse(bad.body).message).toBeTruthy();
    }
    // Another organisation sees neither the invoice nor the vendor.
    const elsewhere = await stranger.put('/api/invoices/inv_demo_ready/vendor', {
      vendor_id: 'ven_demo_cloud',
    });
    expect(elsewhere.status).toBe(404);
    expect((await stranger.put('/api/vendors/ven_demo_cloud/name', { name: 'X' })).status).toBe(
      404,
    );
  });

  it('refuses an empty or unsafe name with a 400 and changes nothing', async () => {
    for (const name of ['', '   ', 'a'.repeat(400), 'bad\u0000name']) {
      const bad = await admin.put('/api/vendors/ven_demo_office/name', { name });
      expect(bad.status).toBe(400);
    }
    expect(VendorSchema.parse((await admin.get('/api/vendors/ven_demo_office')).body).name).toBe(
      'Office Supplies Co',
    );
  });

  it('merges two vendors (Admin only): invoices move, one record stays, the merge is audited', async () => {
    const refused = await member.post('/api/vendors/ven_demo_cloud/merge', {
      vendor_id: 'ven_demo_draft',
    });
    expect(refused.status).toBe(403);
    expect(
      (await admin.post('/api/vendors/ven_demo_cloud/merge', { vendor_id: 'ven_demo_cloud' }))
        .status,
    ).toBe(400);
    expect((await admin.post('/api/vendors/ven_demo_cloud/merge', {})).status).toBe(400);

    const invoicesOfDraft = async () =>
      InvoiceSchema.array()
        .parse((await admin.get('/api/admin/invoices')).body)
        .filter((invoice) => invoice.vendor?.id === 'ven_demo_office')
        .map((invoice) => invoice.id);
    const officeInvoices = await invoicesOfDraft();
    expect(officeInvoices.length).toBeGreaterThan(0);
    const merged = await admin.post('/api/vendors/ven_demo_catering/merge', {
      vendor_id: 'ven_demo_office',
    });
    expect(merged.status).toBe(200);
    expect(VendorSchema.parse(merged.body).id).toBe('ven_demo_catering');
    const vendors = VendorListSchema.parse((await admin.get('/api/admin/vendors')).body);
    expect(vendors.map((vendor) => vendor.id)).not.toContain('ven_demo_office');
    expect((await admin.get('/api/vendors/ven_demo_office')).status).toBe(404);
    for (const id of officeInvoices) {
      const invoice = InvoiceSchema.parse((await admin.get(`/api/invoices/${id}`)).body);
      expect(invoice.vendor?.id).toBe('ven_demo_catering');
    }
    const [entry] = await audit('vendor.merge');
    expect(entry).toMatchObject({ entity_type: 'vendor', entity_id: 'ven_demo_catering' });
    const after = entry?.after as { invoices_moved?: string[] } | null;
    expect([...(after?.invoices_moved ?? [])].sort()).toEqual([...officeInvoices].sort());
    // The merged vendor's name now finds the kept one.
    const learned = VendorReadingRulesSchema.parse(
      (await admin.get('/api/vendors/ven_demo_catering/reading-rules')).body,
    );
    expect(learned.aliases).toContainEqual({ kind: 'name', value: 'officesupplies' });
  });

  it('forgets a reading rule (audited); an unknown rule is a 404', async () => {
    const before = VendorReadingRulesSchema.parse(
      (await admin.get('/api/vendors/ven_demo_draft/reading-rules')).body,
    );
    const rule = before.rules[0];
    expect(rule).toBeDefined();
    const forgotten = await member.delete(`/api/vendor-reading-rules/${rule?.id}`);
    expect(forgotten.status).toBe(200);
    expect(VendorReadingRulesSchema.parse(forgotten.body).rules).toEqual([]);
    expect((await member.delete(`/api/vendor-reading-rules/${rule?.id}`)).status).toBe(404);
    const [entry] = await audit('vendor.reading_rule.forget');
    expect(entry).toMatchObject({ entity_id: 'ven_demo_draft', before: { kind: 'vendor_name' } });
  });
});
