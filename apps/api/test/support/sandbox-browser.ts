import { OAuth2Client } from 'google-auth-library';

const form = (values: Record<string, string>): RequestInit => ({
  method: 'POST',
  redirect: 'manual',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(values).toString(),
});

/** Where a 302 points; fails the test when the answer is not a redirect. */
export const locationOf = (answer: Response): string => {
  const location = answer.headers.get('location');
  if (answer.status !== 302 || !location) throw new Error(`expected a 302, got ${answer.status}`);
  return location;
};

/**
 * Signs in on the sandbox's hosted login form like a browser, then asks the auth API for an
 * access token with the session cookie, as @propelauth/javascript does (active org token).
 */
export const signIn = async (authUrl: string, email: string, password: string, orgId: string) => {
  const login = await fetch(`${authUrl}/login`, form({ email, password }));
  locationOf(login);
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const refresh = await fetch(`${authUrl}/api/v1/refresh_token?active_org_id=${orgId}`, {
    headers: { cookie },
  });
  if (!refresh.ok) throw new Error(`refresh_token answered ${refresh.status}`);
  return ((await refresh.json()) as { access_token: string }).access_token;
};

/** Opens a consent page and submits its form like the user would; returns the redirect back. */
export const consent = async (
  authUrl: string,
  expectPage: string,
  choice: Record<string, string>,
): Promise<string> => {
  const page = await fetch(authUrl);
  const html = await page.text();
  if (!html.includes(expectPage)) throw new Error(`consent page lacks '${expectPage}'`);
  return locationOf(await fetch(authUrl, form({ ...choice, decision: 'allow' })));
};

/** A read-only grant on another mailbox of the sandbox, to look at what it received. */
export const mailboxReader = async (gmailUrl: string, mailbox: string) => {
  const auth = new OAuth2Client({
    clientId: 'api-test-reader',
    clientSecret: 'api-test-secret',
    redirectUri: 'http://127.0.0.1/reader-callback',
    endpoints: {
      oauth2AuthBaseUrl: `${gmailUrl}/o/oauth2/v2/auth`,
      oauth2TokenUrl: `${gmailUrl}/token`,
      oauth2RevokeUrl: `${gmailUrl}/revoke`,
    },
  });
  const url = auth.generateAuthUrl({
    scope: ['https://www.googleapis.com/auth/gmail.readonly'],
    state: 'reader',
  });
  const back = new URL(await consent(url, 'Choose a mailbox', { mailbox }));
  const { tokens } = await auth.getToken(back.searchParams.get('code') ?? '');
  auth.setCredentials(tokens);
  return auth;
};
