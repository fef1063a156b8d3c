import {
  ApiErrorSchema,
  AuditLogPageSchema,
  PublicConfigSchema,
  VendorBankDetailsSchema,
  VendorSchema,
} from '@ap/domain/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from './support/api-client';
import { backendNames } from './support/backends';
import { startFakeServices } from './support/fake-services';
import { DEMO_ORG, OTHER_ORG, startTestServer, type TestServer } from './support/test-server';

const backends = await backendNames();
const FULL_NUMBERS = ['000123456789', '021000021', '000987654321', '121000358'];

describe.each(backends)('payment accounts, bank details and the audit log on %s', (backend) => {
  let fake: Awaited<ReturnType<typeof startFakeServices>>;
  let server: TestServer;
  let admin: ApiClient;
  let member: ApiClient;
  let outsider: ApiClient;
  beforeAll(async () => {
    fake = await startFakeServices();
    server = await startTestServer(backend, fake.env);
    admin = createApiClient(server.baseUrl, await server.mint({ activeOrg: DEMO_ORG }));
    member = createApiClient(
      server.baseUrl,
      await server.mint({
        userId: 'user_member',
        email: 'mo@acme.test',
        activeOrg: { ...DEMO_ORG, role: 'Member' },
      }),
    );
    outsider = createApiClient(
      server.baseUrl,
      await server.mint({ userId: 'user_eve', email: 'eve@other.test', activeOrg: OTHER_ORG }),
    );
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it("accepts a Moov account only from the org's own onboarding; refusals answer 404 and are audited", async () => {
    const { moov_facilitator_account_id: platform } = PublicConfigSchema.parse(
      (await admin.get('/api/config/public')).body,
    );
    // Finding 1: another org's user asked for a token on the platform's account and got one.
    const stolen = await outsider.post('/api/moov/update-token', {
      account_id: platform,
      resource_type: 'account',
    });
    expect(stolen.status).toBe(404);
    expect(ApiErrorSchema.parse(stolen.body).error).toBe('not_found');
    // Without an onboarding token of its own, no account can be linked.
    expect((await admin.post('/api/moov/save-account', { account_id: 'acct_ok' })).status).toBe(
      404,
    );
    expect((await admin.post('/api/moov/onboarding-token')).status).toBe(200);
    const token = await admin.post('/api/moov/update-token', {
      account_id: 'acct_ok',
      resource_type: 'account',
    });
    expect(token.status).toBe(200);
    expect((await admin.post('/api/moov/save-account', { account_id: 'acct_ok' })).status).toBe(
      200,
    );
    expect((await admin.get('/api/moov/status')).body).toMatchObject({
      connected: true,
      account_id: 'acct_ok',
    });
    // The outsider, even holding an onboarding token, cannot take the demo org's account or the platform's.
    expect((await outsider.post('/api/moov/onboarding-token')).status).toBe(200);
    for (const account_id of ['acct_ok', platform]) {
      expect((await outsider.post('/api/moov/save-account', { account_id })).status).toBe(404);
      expect(
        (await outsider.post('/api/moov/update-token', { account_id, resource_type: 'account' }))
          .status,
      ).toBe(404);
    }
    expect((await outsider.get('/api/moov/status')).status).toBe(404);
    const refusals = AuditLogPageSchema.parse(
      (await outsider.get('/api/admin/audit-log?entity_type=moov_account')).body,
    ).entries;
    expect(refusals.map((e) => e.action)).toContain('moov.account.refused');
    expect(refusals.map((e) => e.entity_id)).toEqual(expect.arrayContaining(['acct_ok', platform]));
    expect(refusals.every((e) => e.actor.user_id === 'user_eve')).toBe(true);
  });

  it('masks bank numbers to the last four digits in every answer', async () => {
    const bodies = await Promise.all(
      [
        '/api/invoices/',
        '/api/invoices/inv_demo_ready',
        '/api/vendors/ven_demo_office',
        '/api/admin/vendors',
        '/api/admin/invoices',
        '/api/threads',
        '/api/admin/audit-log?limit=200',
      ].map(async (path) => JSON.stringify((await member.get(path)).body)),
    );
    for (const body of bodies)
      for (const number of FULL_NUMBERS) expect(body).not.toContain(number);
    const vendor = VendorSchema.parse((await member.get('/api/vendors/ven_demo_office')).body);
    expect(vendor).toMatchObject({ account_number: '••••6789', routing_number: '••••0021' });
  });

  it('reveals the full numbers to an Admin only, and audits who did', async () => {
    const refused = await member.post('/api/vendors/ven_demo_office/bank-details/reveal');
    expect(refused.status).toBe(403);
    const revealed = await admin.post('/api/vendors/ven_demo_office/bank-details/reveal');
    expect(VendorBankDetailsSchema.parse(revealed.body)).toEqual({
      vendor_id: 'ven_demo_office',
      account_number: '000123456789',
      routing_number: '021000021',
    });
    expect((await outsider.post('/api/vendors/ven_demo_office/bank-details/reveal')).status).toBe(
      404,
    );
    const log = AuditLogPageSchema.parse(
      (await admin.get('/api/admin/audit-log?entity_type=vendor&entity_id=ven_demo_office')).body,
    );
    expect(log.entries[0]).toMatchObject({
      action: 'vendor.bank_details.reveal',
      actor: { type: 'user', user_id: 'user_test', email: 'ap@acme.test' },
    });
  });

  it('serves the audit log to Admins: newest first, by entity and time, paginated, org-scoped', async () => {
    expect((await member.get('/api/admin/audit-log')).status).toBe(403);
    for (const value of [true, false]) {
      await admin.put('/api/organization/settings/dual-control', { dual_control: value });
    }
    const page1 = AuditLogPageSchema.parse((await admin.get('/api/admin/audit-log?limit=2')).body);
    expect(page1.entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['settings.dual_control', { dual_control: true }, { dual_control: false }],
      ['settings.dual_control', { dual_control: false }, { dual_control: true }],
    ]);
    expect(page1.next_cursor).not.toBeNull();
    const page2 = AuditLogPageSchema.parse(
      (await admin.get(`/api/admin/audit-log?limit=2&cursor=${page1.next_cursor}`)).body,
    );
    const ids = [...page1.entries, ...page2.entries].map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(4);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect(
      AuditLogPageSchema.parse((await admin.get(`/api/admin/audit-log?since=${future}`)).body)
        .entries,
    ).toEqual([]);
    const untilPast = AuditLogPageSchema.parse(
      (
        await admin.get(
          `/api/admin/audit-log?until=${page1.entries[1]?.created_at}&entity_type=organization`,
        )
      ).body,
    );
    expect(
      untilPast.entries.every((e) => e.created_at < (page1.entries[1]?.created_at ?? '')),
    ).toBe(true);
    const theirs = AuditLogPageSchema.parse(
      (await outsider.get('/api/admin/audit-log?limit=200')).body,
    );
    expect(theirs.entries.length).toBeGreaterThan(0);
    expect(theirs.entries.some((e) => e.entity_id === 'ven_demo_office')).toBe(false);
    expect(theirs.entries.some((e) => e.action === 'settings.dual_control')).toBe(false);
    expect((await admin.get('/api/admin/audit-log?cursor=abc')).status).toBe(400);
  });

  it.skipIf(backend !== 'postgres')(
    'stores bank numbers and OAuth tokens only sealed',
    async () => {
      const { auth_url } = (await admin.post<{ auth_url: string }>('/api/gmail/oauth/authorize'))
        .body;
      const state = new URL(auth_url).searchParams.get('state');
      await fetch(`${server.baseUrl}/api/gmail/oauth/callback?code=c&state=${state}`, {
        redirect: 'manual',
      });
      expect((await admin.get('/api/gmail/oauth/account')).status).toBe(200);
      const db = new pg.Client({ connectionString: server.databaseUrl });
      await db.connect();
      try {
        const vendors = await db.query(
          'select account_number, routing_number from vendors where account_number is not null',
        );
        expect(vendors.rows.length).toBeGreaterThan(0);
        for (const row of vendors.rows) {
          expect(row.account_number).toMatch(/^enc:v1:/);
          expect(row.routing_number).toMatch(/^enc:v1:/);
        }
        const connections = await db.query(
          "select credentials::text as raw from integration_connections where service = 'gmail'",
        );
        expect(connections.rows[0]?.raw).toMatch(/"sealed": "enc:v1:/);
        expect(connections.rows[0]?.raw).not.toContain('gmail-refresh');
        const audit = await db.query(
          "select coalesce(before::text, '') || coalesce(after::text, '') as raw from audit_log",
        );
        for (const row of audit.rows) {
          for (const number of FULL_NUMBERS) expect(row.raw).not.toContain(number);
          expect(row.raw).not.toContain('gmail-refresh');
        }
      } finally {
        await db.end();
      }
    },
  );
});
