import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

const readBody = async (req: IncomingMessage): Promise<string> => {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
};

/** An account as Moov's GET /accounts/{id} answers it (the fields @moovio/sdk requires). */
const moovAccount = (accountID: string) => ({
  accountID,
  mode: 'sandbox',
  accountType: 'business',
  displayName: 'Vendor LLC',
  profile: { business: { legalBusinessName: 'Vendor LLC' } },
  verification: { status: 'unverified' },
  createdOn: new Date().toISOString(),
  updatedOn: '2026-01-01T00:00:00Z',
});

/**
 * One loopback HTTP server answering the few Gmail, QuickBooks and Moov calls the adapters
 * make, recording what it was sent. It stands in for the sandbox in this package's tests.
 */
export const startFakeServices = async () => {
  const sentMail: string[] = [];
  const revoked: string[] = [];
  const companyInfoReads: string[] = [];
  const validGmailTokens = new Set<string>();
  let gmailTokensIssued = 0;
  let gmailRefreshes = 0;
  const issueGmailToken = () => {
    const token = `gmail-access-${++gmailTokensIssued}`;
    validGmailTokens.add(token);
    return token;
  };
  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://fake');
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    const path = url.pathname;
    if (path === '/token') {
      if (new URLSearchParams(body).get('grant_type') === 'refresh_token') gmailRefreshes += 1;
      const token = issueGmailToken();
      return json(200, { access_token: token, refresh_token: 'gmail-refresh', expires_in: 3600 });
    }
    const bearer = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (path.startsWith('/gmail/') && !validGmailTokens.has(bearer)) {
      return json(401, { error: 'invalid credentials' });
    }
    if (path === '/gmail/v1/users/me/profile') return json(200, { emailAddress: 'ap@acme.test' });
    if (path === '/gmail/v1/users/me/messages/send') {
      sentMail.push(Buffer.from(JSON.parse(body).raw, 'base64url').toString());
      return json(200, { id: `msg_${sentMail.length}` });
    }
    if (path === '/revoke' || path === '/oauth2/v1/tokens/revoke') {
      revoked.push(path);
      return json(200, {});
    }
    if (path === '/oauth2/v1/tokens/bearer')
      return json(200, { access_token: 'qbo-access', refresh_token: 'qbo-refresh' });
    if (/^\/v3\/company\/[^/]+\/companyinfo\//.test(path)) {
      companyInfoReads.push(path);
      // Realm 'unnamed' is a company that reports no name.
      return json(200, {
        CompanyInfo: path.includes('unnamed') ? {} : { CompanyName: 'Acme Books' },
      });
    }
    if (path === '/oauth2/token') {
      const { scope } = JSON.parse(body) as { scope: string };
      return json(200, {
        token_type: 'Bearer',
        access_token: `moov-token:${scope}`,
        refresh_token: 'moov-refresh',
        expires_in: 3600,
        scope,
      });
    }
    if (path === '/accounts/acct_ok') return json(200, moovAccount('acct_ok'));
    return json(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    /** Server environment pointing Gmail, QuickBooks and Moov at these fakes. */
    env: Object.fromEntries(
      [
        'GMAIL_OAUTH_URL',
        'GMAIL_API_URL',
        'QUICKBOOKS_OAUTH_URL',
        'QUICKBOOKS_API_URL',
        'MOOV_API_URL',
      ].map((name) => [name, baseUrl]),
    ),
    sentMail,
    revoked,
    /** Makes every Gmail access token issued so far invalid, as an expiry would. */
    expireGmailTokens: () => validGmailTokens.clear(),
    gmailRefreshes: () => gmailRefreshes,
    companyInfoReads: () => [...companyInfoReads],
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};
