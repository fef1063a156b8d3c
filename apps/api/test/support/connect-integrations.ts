import {
  AccountingStatusSchema,
  AuthorizeResponseSchema,
  MailboxStatusSchema,
  MoovTokenResponseSchema,
  PaymentAccountStatusSchema,
} from '@ap/domain/contract';
import { Moov } from '@moovio/sdk';
import OAuthClient from 'intuit-oauth';
import type { ApiClient } from './api-client';
import { consent } from './sandbox-browser';
import { followCallback } from './stand-ins';

/** The AP mailbox and the QuickBooks company the sandbox seeds. */
export const AP_MAILBOX = 'ap@acme.test';
export const QUICKBOOKS_REALM = '9341453050298464';

const ok = <T>(
  what: string,
  answer: { status: number; body: unknown },
  parse: (b: unknown) => T,
) => {
  if (answer.status !== 200)
    throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return parse(answer.body);
};

/**
 * The AP mailbox connected with full access (read_only_mode off first: the permission
 * level is chosen when authorising), through Google's consent page.
 */
export const connectMailbox = async (api: ApiClient) => {
  ok(
    'read-only-mode',
    await api.put('/api/organization/settings/read-only-mode', { read_only_mode: false }),
    (b) => b,
  );
  const { auth_url } = ok(
    'gmail authorize',
    await api.post('/api/gmail/oauth/authorize'),
    AuthorizeResponseSchema.parse,
  );
  await followCallback(await consent(auth_url, 'Choose a mailbox', { mailbox: AP_MAILBOX }));
  return ok('gmail account', await api.get('/api/gmail/oauth/account'), MailboxStatusSchema.parse);
};

/** The seeded QuickBooks company linked through Intuit's consent page. */
export const connectQuickbooks = async (api: ApiClient, realmId = QUICKBOOKS_REALM) => {
  const { auth_url } = ok(
    'quickbooks authorize',
    await api.post('/api/quickbooks/oauth/authorize'),
    AuthorizeResponseSchema.parse,
  );
  await followCallback(await consent(auth_url, 'Connect to QuickBooks', { realmId }));
  const status = ok(
    'quickbooks account',
    await api.get('/api/quickbooks/oauth/account'),
    AccountingStatusSchema.parse,
  );
  if (!status.connected) throw new Error('QuickBooks did not connect');
  return status;
};

/**
 * The organisation's payment account onboarded the way the settings page's Moov widget
 * does it: an onboarding token, the account created with it, a token scoped to that account
 * to link the bank account and request capabilities, then the account saved.
 */
export const connectMoov = async (
  api: ApiClient,
  moovUrl: string,
  business = { name: 'Acme Corp', email: 'ap@acme.test' },
) => {
  const widget = (accessToken: string) =>
    new Moov({ accessToken, serverURL: moovUrl, retryConfig: { strategy: 'none' } });
  const onboarding = ok(
    'moov onboarding token',
    await api.post('/api/moov/onboarding-token'),
    MoovTokenResponseSchema.parse,
  ).token;
  const { result: account } = await widget(onboarding).accounts.create({
    accountType: 'business',
    profile: { business: { legalBusinessName: business.name, email: business.email } },
  });
  const scoped = ok(
    'moov update token',
    await api.post('/api/moov/update-token', {
      account_id: account.accountID,
      resource_type: 'account',
    }),
    MoovTokenResponseSchema.parse,
  ).token;
  await widget(scoped).bankAccounts.link({
    accountID: account.accountID,
    linkBankAccount: {
      account: {
        holderName: business.name,
        holderType: 'business',
        accountNumber: '000111222333',
        bankAccountType: 'checking',
        routingNumber: '021000021',
      },
    },
  });
  await widget(scoped)
    .capabilities.request({
      accountID: account.accountID,
      addCapabilities: { capabilities: ['transfers', 'send-funds', 'wallet'] },
    })
    .catch(() => undefined);
  const status = ok(
    'moov save account',
    await api.post('/api/moov/save-account', { account_id: account.accountID }),
    PaymentAccountStatusSchema.parse,
  );
  if (!status.connected) throw new Error('Moov account did not connect');
  return account.accountID;
};

/**
 * The test's own view of the sandbox's QuickBooks company, as an accountant's app would read
 * it: an intuit-oauth client pointed at the sandbox, granted through the consent page.
 */
export const quickbooksReader = async (quickbooksUrl: string, clientId: string) => {
  OAuthClient.authorizeEndpoint = `${quickbooksUrl}/connect/oauth2`;
  OAuthClient.tokenEndpoint = `${quickbooksUrl}/oauth2/v1/tokens/bearer`;
  OAuthClient.environment = { sandbox: `${quickbooksUrl}/`, production: `${quickbooksUrl}/` };
  const books = new OAuthClient({
    clientId,
    clientSecret: `${clientId}-secret`,
    environment: 'sandbox',
    redirectUri: 'http://127.0.0.1/reader-callback',
  });
  const url = books.authorizeUri({ scope: [OAuthClient.scopes.Accounting], state: 'reader' });
  await books.createToken(
    await consent(url, 'Connect to QuickBooks', { realmId: QUICKBOOKS_REALM }),
  );
  return books;
};
