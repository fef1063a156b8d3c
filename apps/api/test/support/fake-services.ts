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

/** PropelAuth's backend API answer for the demo org's members (snake_case, as it sends them). */
const demoMember = (user_id: string, email: string, role_in_org: string) => ({
  user_id,
  email,
  first_name: email.split('@')[0],
  last_name: 'Demo',
  email_confirmed: true,
  has_password: true,
  locked: false,
  enabled: true,
  mfa_enabled: false,
  can_create_orgs: true,
  created_at: 1_700_000_000,
  last_active_at: 1_700_000_000,
  role_in_org,
  additional_roles_in_org: [],
});
const DEMO_MEMBERS = [
  demoMember('user_demo_owner', 'owner@acme.test', 'Owner'),
  demoMember('user_demo', 'ap@acme.test', 'Admin'),
  demoMember('user_demo_member', 'member@acme.test', 'Member'),
];

/**
 * One loopback HTTP server answering the few Gmail, QuickBooks, Moov and PropelAuth calls the adapters
 * make, recording what it was sent. It stands in for the sandbox in this package's tests.
 */
export const startFakeServices = async () => {
  const sentMail: string[] = [];
  const revoked: string[] = [];
  const companyInfoReads: string[] = [];
  const memberChanges: string[] = [];
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
    // PropelAuth's backend API: the demo org has three members, any other org none; changes
    // are accepted and recorded, the listed membership stays as it is.
    if (path.startsWith('/api/backend/v1/')) {
      if (bearer !== 'sandbox-api-key') return res.writeHead(401).end('Unauthorized');
      const org = /^\/api\/backend\/v1\/user\/org\/([^/]+)$/.exec(path)?.[1];
      if (org !== undefined) {
        const users = org === 'org_demo' ? DEMO_MEMBERS : [];
        return json(200, {
          users,
          total_users: users.length,
          current_page: 0,
          page_size: 100,
          has_more_results: false,
        });
      }
      if (path === '/api/backend/v1/pending_org_invites' && req.method === 'GET') {
        return json(200, {
          invites: [],
          total_invites: 0,
          current_page: 0,
          page_size: 100,
          has_more_results: false,
        });
      }
      memberChanges.push(`${req.method} ${path} ${body}`);
      return json(200, {});
    }
    return json(404, { error: 'not found' });
  });
  // Idle connections kept as long as the real services keep them: Node's 5 s default raced the
  // API's HTTP client reusing a socket under load ("fetch failed", answered 502).
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    /** Server environment pointing Gmail, QuickBooks, Moov and PropelAuth's backend API here. */
    env: Object.fromEntries(
      [
        'PROPELAUTH_BACKEND_URL',
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
    /** The member changes sent to PropelAuth's backend API ('POST /api/backend/v1/... {body}'). */
    memberChanges: () => [...memberChanges],
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};
