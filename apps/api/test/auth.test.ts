import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiErrorSchema, AuditLogPageSchema, PublicConfigSchema } from '@ap/domain/contract';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './support/api-client';
import { startServerProcess } from './support/server-process';
import { DEMO_ORG, OTHER_ORG, startTestServer, type TestServer } from './support/test-server';
import { createTokenIssuer } from './support/tokens';

describe('authentication (PropelAuth-style bearer tokens)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('default');
  });
  afterAll(() => server?.close());

  const expectRefused = async (token: string | undefined, message: RegExp) => {
    const answer = await createApiClient(server.baseUrl, token).get('/api/invoices/');
    expect(answer.status).toBe(401);
    const body = ApiErrorSchema.parse(answer.body);
    expect(body.error).toBe('unauthorized');
    expect(body.message).toMatch(message);
  };

  it('serves the public configuration without a token', async () => {
    const answer = await createApiClient(server.baseUrl).get('/api/config/public');
    expect(answer.status).toBe(200);
    expect(PublicConfigSchema.parse(answer.body)).toEqual({
      app_url: 'http://localhost:5173',
      propelauth_auth_url: 'http://localhost:4010',
      // The sandbox's facilitator account, so the payment widget works out of the box.
      moov_facilitator_account_id: 'b6e9a7a0-5f1e-4c1e-9a51-ac3e00000001',
    });
  });

  it('publishes the OpenAPI document with every route', async () => {
    const answer = await createApiClient(server.baseUrl).get<{ paths: Record<string, unknown> }>(
      '/api/openapi.json',
    );
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/invoices/{id}/pay',
        '/api/tasks/{id}/approve',
        '/api/moov/update-token',
      ]),
    );
  });

  it('refuses a missing token', () => expectRefused(undefined, /missing bearer/i));
  it('refuses a malformed token', () => expectRefused('not-a-jwt', /invalid/i));
  it('refuses an expired token', async () =>
    expectRefused(await server.mint({ activeOrg: DEMO_ORG, expiresInSeconds: -60 }), /expired/i));
  it('refuses a token from another issuer', async () =>
    expectRefused(await server.mint({ activeOrg: DEMO_ORG, issuer: 'http://evil.test' }), /iss/i));
  it('refuses an HS256 token (only RS256 is accepted)', async () => {
    const claims = { user_id: 'u', email: 'e@x.test', org_member_info: { org_id: 'org_demo' } };
    const hs = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('http://localhost:4010')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-shared-secret-of-enough-length!'));
    await expectRefused(hs, /invalid/i);
  });

  it('refuses a token signed with another key (forged)', async () => {
    const forger = await createTokenIssuer();
    await expectRefused(await forger.mint({ activeOrg: DEMO_ORG }), /invalid/i);
  });

  it("acts for an active-org token's org, with the role and the person the token names", async () => {
    const admin = { userId: 'user_active_org', email: 'active.org@acme.test' };
    const demo = createApiClient(
      server.baseUrl,
      await server.mint({ ...admin, activeOrg: { ...DEMO_ORG, role: 'Admin' } }),
    );
    const other = createApiClient(
      server.baseUrl,
      await server.mint({ ...admin, activeOrg: OTHER_ORG }),
    );

    // The demo org's seeded invoices, and only for a token of that org.
    const demoList = await demo.get<{ id: string }[]>('/api/invoices/');
    expect(demoList.status).toBe(200);
    expect(demoList.body.map((invoice) => invoice.id)).toEqual(
      expect.arrayContaining(['inv_demo_ready', 'inv_demo_paid']),
    );
    expect((await demo.get<{ id: string }>('/api/invoices/inv_demo_ready')).body.id).toBe(
      'inv_demo_ready',
    );
    const otherList = await other.get<unknown[]>('/api/invoices/');
    expect(otherList.status).toBe(200);
    expect(otherList.body).toEqual([]);
    expect((await other.get('/api/invoices/inv_demo_ready')).status).toBe(404);

    // X-Org-Id cannot move an active-org token to another org, even one the person belongs to.
    const moved = await createApiClient(
      server.baseUrl,
      await server.mint({ ...admin, activeOrg: DEMO_ORG }),
      { 'X-Org-Id': OTHER_ORG.orgId },
    ).get('/api/invoices/');
    expect(moved.status).toBe(403);
    expect(ApiErrorSchema.parse(moved.body).message).toMatch(/X-Org-Id does not match/);

    // The role is the token's: a Member's token reads, and is refused what needs an Admin.
    const member = createApiClient(
      server.baseUrl,
      await server.mint({ activeOrg: { ...DEMO_ORG, role: 'Member' } }),
    );
    expect((await member.get('/api/invoices/')).status).toBe(200);
    const refused = await member.put('/api/organization/settings/dual-control', {
      dual_control: false,
    });
    expect(refused.status).toBe(403);
    expect(ApiErrorSchema.parse(refused.body).error).toBe('forbidden');

    // The person is the token's: an Admin's change is audited in that org under their id and e-mail.
    const changed = await demo.put('/api/organization/settings/dual-control', {
      dual_control: false,
    });
    expect(changed.status).toBe(200);
    const audit = AuditLogPageSchema.parse(
      (await demo.get('/api/admin/audit-log?action=settings.dual_control&limit=1')).body,
    );
    expect(audit.entries[0]).toMatchObject({
      action: 'settings.dual_control',
      entity_id: DEMO_ORG.orgId,
      actor: { type: 'user', user_id: admin.userId, email: admin.email },
    });
    const otherAudit = AuditLogPageSchema.parse(
      (await other.get('/api/admin/audit-log?action=settings.dual_control')).body,
    );
    expect(otherAudit.entries).toEqual([]);
  });

  it('with an org map token: the single org, else X-Org-Id, else 400', async () => {
    const single = await server.mint({ orgs: [DEMO_ORG] });
    expect((await createApiClient(server.baseUrl, single).get('/api/invoices/')).status).toBe(200);

    const multi = await server.mint({ orgs: [DEMO_ORG, OTHER_ORG] });
    const ambiguous = await createApiClient(server.baseUrl, multi).get('/api/invoices/');
    expect(ambiguous.status).toBe(400);
    expect(ApiErrorSchema.parse(ambiguous.body).message).toMatch(/X-Org-Id/);

    const chosen = await createApiClient(server.baseUrl, multi, {
      'X-Org-Id': OTHER_ORG.orgId,
    }).get<unknown[]>('/api/invoices/');
    expect(chosen.status).toBe(200);
    expect(chosen.body).toEqual([]);

    const stranger = await createApiClient(server.baseUrl, single, {
      'X-Org-Id': 'org_not_mine',
    }).get('/api/invoices/');
    expect(stranger.status).toBe(403);
  });
});

describe('verifier key fetched from the auth service', () => {
  let authService: Server;
  let server: Awaited<ReturnType<typeof startServerProcess>>;
  let issuer: Awaited<ReturnType<typeof createTokenIssuer>>;
  const seenAuthHeaders: (string | undefined)[] = [];

  beforeAll(async () => {
    issuer = await createTokenIssuer();
    authService = createServer((req, res) => {
      seenAuthHeaders.push(req.headers.authorization);
      if (
        req.url !== '/api/v1/token_verification_metadata' ||
        req.headers.authorization !== 'Bearer test-api-key'
      ) {
        res.writeHead(401).end();
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ verifier_key_pem: issuer.verifierKeyPem }));
    });
    await new Promise<void>((resolve) => authService.listen(0, '127.0.0.1', resolve));
    const { port } = authService.address() as AddressInfo;
    server = await startServerProcess({
      PROPELAUTH_AUTH_URL: 'http://localhost:4010',
      PROPELAUTH_BACKEND_URL: `http://127.0.0.1:${port}`,
      PROPELAUTH_API_KEY: 'test-api-key',
    });
  });
  afterAll(async () => {
    await server?.stop();
    authService?.close();
  });

  it('fetches token_verification_metadata with the API key and accepts tokens signed by that key', async () => {
    const token = await issuer.mint({ activeOrg: OTHER_ORG });
    const answer = await createApiClient(server.baseUrl, token).get('/api/tasks');
    expect(answer.status).toBe(200);
    expect(seenAuthHeaders).toContain('Bearer test-api-key');
  });
});
