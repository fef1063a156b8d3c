import {
  AccountingStatusSchema,
  ApiErrorSchema,
  AuthorizeResponseSchema,
  MailboxStatusSchema,
  MoovTokenResponseSchema,
  PaymentAccountStatusSchema,
  TaskActionResponseSchema,
} from '@ap/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from './support/api-client';
import { startFakeServices } from './support/fake-services';
import { DEMO_ORG, startTestServer, type TestServer } from './support/test-server';

describe('mailbox, accounting and payment-provider adapters over HTTP', () => {
  let fake: Awaited<ReturnType<typeof startFakeServices>>;
  let server: TestServer;
  let api: ApiClient;
  beforeAll(async () => {
    fake = await startFakeServices();
    server = await startTestServer('default', {
      API_URL: 'http://api.test',
      APP_URL: 'http://app.test',
      ...fake.env,
    });
    api = createApiClient(server.baseUrl, await server.mint({ activeOrg: DEMO_ORG }));
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close().catch(() => undefined);
  });

  const authorize = async (service: 'gmail' | 'quickbooks') => {
    const answer = await api.post(`/api/${service}/oauth/authorize`);
    expect(answer.status).toBe(200);
    return new URL(AuthorizeResponseSchema.parse(answer.body).auth_url);
  };
  const callback = (service: string, query: string) =>
    fetch(`${server.baseUrl}/api/${service}/oauth/callback?${query}`, { redirect: 'manual' });

  it('connects a full-access mailbox through OAuth and sends an approved e-mail (refreshing an expired token)', async () => {
    expect(
      MailboxStatusSchema.parse((await api.get('/api/gmail/oauth/account')).body).gmail_email,
    ).toBeNull();
    await api.put('/api/organization/settings/read-only-mode', { read_only_mode: false });
    const authUrl = await authorize('gmail');
    expect(authUrl.searchParams.get('redirect_uri')).toBe(
      'http://api.test/api/gmail/oauth/callback',
    );
    expect(authUrl.searchParams.get('scope')?.split(' ').sort()).toEqual([
      'https://www.googleapis.com/auth/gmail.modify',
      'https://www.googleapis.com/auth/gmail.readonly',
      'https://www.googleapis.com/auth/gmail.send',
    ]);
    expect(authUrl.searchParams.get('access_type')).toBe('offline');

    const forged = await callback('gmail', 'code=abc&state=forged');
    expect(forged.status).toBe(302);
    expect(forged.headers.get('location')).toBe(
      'http://app.test/settings?gmail_linked=error&error=invalid_state',
    );

    const linked = await callback('gmail', `code=abc&state=${authUrl.searchParams.get('state')}`);
    expect(linked.headers.get('location')).toBe('http://app.test/settings?gmail_linked=success');
    expect(
      MailboxStatusSchema.parse((await api.get('/api/gmail/oauth/account')).body).gmail_email,
    ).toBe('ap@acme.test');

    // The access token expires before the approval: the adapter refreshes it and retries.
    fake.expireGmailTokens();
    const approved = await api.post('/api/tasks/task_demo_email_pending/approve');
    expect(TaskActionResponseSchema.parse(approved.body).status).toBe('executed');
    // At least the approval's refresh: the mail intake's sync, queued when the mailbox was
    // connected, may run after the expiry and refresh the token too.
    expect(fake.gmailRefreshes()).toBeGreaterThanOrEqual(1);
    expect(fake.sentMail[0]).toMatch(/^From: ap@acme.test\r\nTo: hello@greenleaf.test\r\n/);
  });

  it('keeps the permission level while a mailbox is connected, and unlinks it', async () => {
    const refused = await api.put('/api/organization/settings/read-only-mode', {
      read_only_mode: true,
    });
    expect(refused.status).toBe(409);
    expect(ApiErrorSchema.parse(refused.body).message).toMatch(/unlink/);
    expect((await api.delete('/api/gmail/oauth/account')).body).toEqual({
      message: 'Gmail account unlinked successfully.',
    });
    expect(fake.revoked).toContain('/revoke');
    expect(
      MailboxStatusSchema.parse((await api.get('/api/gmail/oauth/account')).body).gmail_email,
    ).toBeNull();
    expect(
      (await api.put('/api/organization/settings/read-only-mode', { read_only_mode: true })).status,
    ).toBe(200);
    expect((await api.delete('/api/gmail/oauth/account')).status).toBe(404);
    // A read-only mailbox is asked for reading only.
    expect((await authorize('gmail')).searchParams.get('scope')).toBe(
      'https://www.googleapis.com/auth/gmail.readonly',
    );
  });

  it('connects and unlinks the accounting company', async () => {
    expect(
      AccountingStatusSchema.parse((await api.get('/api/quickbooks/oauth/account')).body),
    ).toEqual({ connected: false, company_name: null });
    const authUrl = await authorize('quickbooks');
    const linked = await callback(
      'quickbooks',
      `code=abc&realmId=realm1&state=${authUrl.searchParams.get('state')}`,
    );
    expect(linked.headers.get('location')).toBe(
      'http://app.test/settings?quickbooks_linked=success',
    );
    expect(
      AccountingStatusSchema.parse((await api.get('/api/quickbooks/oauth/account')).body),
    ).toEqual({ connected: true, company_name: 'Acme Books' });
    expect(fake.companyInfoReads()).toEqual(['/v3/company/realm1/companyinfo/realm1']);

    // A company without a name is shown with the fallback name.
    const relink = await authorize('quickbooks');
    await callback(
      'quickbooks',
      `code=abc&realmId=unnamed&state=${relink.searchParams.get('state')}`,
    );
    expect(
      AccountingStatusSchema.parse((await api.get('/api/quickbooks/oauth/account')).body),
    ).toEqual({ connected: true, company_name: 'QuickBooks Company' });
    expect((await api.delete('/api/quickbooks/oauth/account')).status).toBe(200);
    expect(fake.revoked).toContain('/oauth2/v1/tokens/revoke');
    expect(
      AccountingStatusSchema.parse((await api.get('/api/quickbooks/oauth/account')).body).connected,
    ).toBe(false);
  });

  it('hands out widget tokens and links only an account the provider knows', async () => {
    const notConnected = await api.get('/api/moov/status');
    expect(notConnected.status).toBe(404);
    expect(ApiErrorSchema.parse(notConnected.body)).toEqual({
      error: 'not_found',
      message: 'No payment account is connected',
    });
    const doc = await api.get<{
      paths: Record<string, { get: { responses: Record<string, { description: string }> } }>;
    }>('/api/openapi.json');
    expect(doc.body.paths['/api/moov/status']?.get.responses['404']?.description).toBe(
      'No payment account is connected',
    );
    expect(
      MoovTokenResponseSchema.parse((await api.post('/api/moov/onboarding-token')).body).token,
    ).toMatch(/accounts.write/);
    expect((await api.post('/api/moov/save-account', { account_id: 'acct_missing' })).status).toBe(
      422,
    );
    const saved = PaymentAccountStatusSchema.parse(
      (await api.post('/api/moov/save-account', { account_id: 'acct_ok' })).body,
    );
    expect(saved).toMatchObject({ connected: true, account_id: 'acct_ok' });
    expect(
      PaymentAccountStatusSchema.parse((await api.get('/api/moov/status')).body),
    ).toMatchObject({ connected: true, account_id: 'acct_ok' });
    const token = await api.post('/api/moov/update-token', {
      account_id: 'acct_ok',
      resource_type: 'paymentMethod',
    });
    expect(MoovTokenResponseSchema.parse(token.body).token).toContain(
      '/accounts/acct_ok/bank-accounts.write',
    );
    expect((await api.post('/api/moov/update-token', {})).status).toBe(400);
  });

  it('answers 502 with a JSON error, never a fake success, when the provider is down', async () => {
    await fake.close();
    const answer = await api.post('/api/moov/onboarding-token');
    expect(answer.status).toBe(502);
    expect(ApiErrorSchema.parse(answer.body)).toMatchObject({
      error: 'upstream_unavailable',
      message: expect.stringMatching(/^Moov is unavailable/),
    });
  });
});
