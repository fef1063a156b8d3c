import {
  AccountingStatusSchema,
  ApiErrorSchema,
  AuthorizeResponseSchema,
  MailboxStatusSchema,
  MoovTokenResponseSchema,
  PaymentAccountStatusSchema,
  TaskActionResponseSchema,
} from '@ap/domain/contract';
import { freePort, type SandboxUnderTest, startSandbox } from '@ap/sandbox/testing';
import { gmail as gmailApi } from '@googleapis/gmail';
import { Moov } from '@moovio/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from './support/api-client';
import { consent, locationOf, mailboxReader, signIn } from './support/sandbox-browser';
import { type ServerProcess, startServerProcess } from './support/server-process';

const APP_URL = 'http://localhost:5173';
const REALM = '9341453050298464';

/** Switches on one of the sandbox's faults (see apps/sandbox/README.md). */
const injectFault = async (serviceUrl: string, fault: Record<string, unknown>) => {
  const answer = await fetch(`${serviceUrl}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  expect(answer.ok).toBe(true);
};

/**
 * The real sandbox process and the real API server pointed at it: the adapters' official
 * clients talk to the stand-ins exactly as they would to Google, Intuit and Moov.
 */
describe('API server against the real sandbox process', () => {
  let sandbox: SandboxUnderTest;
  let server: ServerProcess;
  let api: ApiClient;
  beforeAll(async () => {
    sandbox = await startSandbox({ APP_URL });
    const port = await freePort();
    server = await startServerProcess({
      API_PORT: String(port),
      API_URL: `http://127.0.0.1:${port}`,
      APP_URL,
      PROPELAUTH_AUTH_URL: sandbox.urls.auth,
      GMAIL_OAUTH_URL: sandbox.urls.gmail,
      GMAIL_API_URL: sandbox.urls.gmail,
      QUICKBOOKS_OAUTH_URL: sandbox.urls.quickbooks,
      QUICKBOOKS_API_URL: sandbox.urls.quickbooks,
      MOOV_API_URL: sandbox.urls.moov,
    });
    const token = await signIn(sandbox.urls.auth, 'ap@acme.test', 'demo-password', 'org_demo');
    api = createApiClient(server.baseUrl, token);
  });
  afterAll(async () => {
    await server?.stop();
    await sandbox?.stop();
  });

  /** POST authorize, then the user's consent on the sandbox page; returns the callback URL. */
  const authorizeAndConsent = async (
    service: 'gmail' | 'quickbooks',
    page: string,
    choice: Record<string, string>,
  ) => {
    const answer = await api.post(`/api/${service}/oauth/authorize`);
    expect(answer.status).toBe(200);
    const authUrl = AuthorizeResponseSchema.parse(answer.body).auth_url;
    return consent(authUrl, page, choice);
  };
  /** The browser following the provider's redirect to the API's callback. */
  const followCallback = async (callbackUrl: string) =>
    locationOf(await fetch(callbackUrl, { redirect: 'manual' }));

  it('connects the mailbox through Google OAuth and sends an approved e-mail that the vendor receives', async () => {
    await api.put('/api/organization/settings/read-only-mode', { read_only_mode: false });
    const callbackUrl = await authorizeAndConsent('gmail', 'Choose a mailbox', {
      mailbox: 'ap@acme.test',
    });
    expect(callbackUrl.startsWith(`${server.baseUrl}/api/gmail/oauth/callback?`)).toBe(true);
    expect(await followCallback(callbackUrl)).toBe(`${APP_URL}/settings?gmail_linked=success`);
    expect(MailboxStatusSchema.parse((await api.get('/api/gmail/oauth/account')).body)).toEqual({
      gmail_email: 'ap@acme.test',
    });

    // Google refuses the stored access token (401): the client refreshes it and sends anyway.
    await injectFault(sandbox.urls.gmail, { kind: 'expire-tokens' });
    const approved = await api.post('/api/tasks/task_demo_email_pending/approve');
    expect(TaskActionResponseSchema.parse(approved.body).status).toBe('executed');

    const vendor = gmailApi({
      version: 'v1',
      auth: await mailboxReader(sandbox.urls.gmail, 'hello@greenleaf.test'),
      rootUrl: `${sandbox.urls.gmail}/`,
    });
    const deadline = Date.now() + 5_000;
    let headers: { name?: string | null; value?: string | null }[] = [];
    while (headers.length === 0 && Date.now() < deadline) {
      const listed = await vendor.users.messages.list({ userId: 'me' });
      const id = listed.data.messages?.[0]?.id;
      if (id) {
        const message = await vendor.users.messages.get({ userId: 'me', id, format: 'metadata' });
        headers = message.data.payload?.headers ?? [];
      } else await new Promise((tick) => setTimeout(tick, 50));
    }
    expect(headers).toContainEqual({
      name: 'Subject',
      value: 'Tax information needed for invoice GL-318',
    });
    expect(headers.find((h) => h.name === 'From')?.value).toContain('ap@acme.test');
  });

  it('links the QuickBooks company, shows its name, and unlinks it', async () => {
    const callbackUrl = await authorizeAndConsent('quickbooks', 'Connect to QuickBooks', {
      realmId: REALM,
    });
    expect(new URL(callbackUrl).searchParams.get('realmId')).toBe(REALM);
    expect(await followCallback(callbackUrl)).toBe(`${APP_URL}/settings?quickbooks_linked=success`);
    expect(
      AccountingStatusSchema.parse((await api.get('/api/quickbooks/oauth/account')).body),
    ).toEqual({ connected: true, company_name: 'Acme Corp' });
    expect((await api.delete('/api/quickbooks/oauth/account')).status).toBe(200);

    // QuickBooks failing during the callback links nothing and says so.
    const failing = await authorizeAndConsent('quickbooks', 'Connect to QuickBooks', {
      realmId: REALM,
    });
    await injectFault(sandbox.urls.quickbooks, {
      kind: 'status',
      status: 500,
      path: '/v3/company',
    });
    expect(await followCallback(failing)).toBe(
      `${APP_URL}/settings?quickbooks_linked=error&error=service_error`,
    );
    expect(
      AccountingStatusSchema.parse((await api.get('/api/quickbooks/oauth/account')).body),
    ).toEqual({ connected: false, company_name: null });
  });

  it('hands the payment widget Moov tokens the sandbox accepts, and links the account it created', async () => {
    expect((await api.get('/api/moov/status')).status).toBe(404);
    const onboarding = MoovTokenResponseSchema.parse(
      (await api.post('/api/moov/onboarding-token')).body,
    ).token;
    const widget = (accessToken: string) =>
      new Moov({ accessToken, serverURL: sandbox.urls.moov, retryConfig: { strategy: 'none' } });
    const { result: account } = await widget(onboarding).accounts.create({
      accountType: 'business',
      profile: { business: { legalBusinessName: 'Greenleaf Catering', email: 'ar@gl.test' } },
    });

    const updated = MoovTokenResponseSchema.parse(
      (
        await api.post('/api/moov/update-token', {
          account_id: account.accountID,
          resource_type: 'account',
        })
      ).body,
    ).token;
    const { result: bank } = await widget(updated).bankAccounts.link({
      accountID: account.accountID,
      linkBankAccount: {
        account: {
          holderName: 'Greenleaf Catering',
          holderType: 'business',
          accountNumber: '0004321567000',
          bankAccountType: 'checking',
          routingNumber: '123456780',
        },
      },
    });
    expect(bank.bankAccountID).toBeTruthy();

    const saved = await api.post('/api/moov/save-account', { account_id: account.accountID });
    expect(saved.status).toBe(200);
    expect(
      PaymentAccountStatusSchema.parse((await api.get('/api/moov/status')).body),
    ).toMatchObject({ connected: true, account_id: account.accountID });
    // Only an account created through this org's onboarding token is accepted (the one grant is used).
    expect((await api.post('/api/moov/save-account', { account_id: 'no-such' })).status).toBe(404);

    await injectFault(sandbox.urls.moov, { kind: 'status', status: 500 });
    const down = await api.post('/api/moov/onboarding-token');
    expect(down.status).toBe(502);
    expect(ApiErrorSchema.parse(down.body).error).toBe('upstream_unavailable');
  });
});
