import { OAuth2Client } from 'google-auth-library';

export const REDIRECT_URI = 'http://localhost:3001/api/gmail/oauth/callback';

/** An OAuth2Client from google-auth-library, pointed at the sandbox's Google endpoints. */
export const sandboxOAuthClient = (gmailUrl: string) =>
  new OAuth2Client({
    clientId: 'ap-product.apps.googleusercontent.com',
    clientSecret: 'sandbox-secret',
    redirectUri: REDIRECT_URI,
    // Refresh and retry once when the API answers 401 even though expiry_date says the token is fresh.
    forceRefreshOnFailure: true,
    endpoints: {
      oauth2AuthBaseUrl: `${gmailUrl}/o/oauth2/v2/auth`,
      oauth2TokenUrl: `${gmailUrl}/token`,
      oauth2RevokeUrl: `${gmailUrl}/revoke`,
    },
  });

/** Plays the user on the consent page: picks a mailbox and presses Allow; returns the code. */
export const consent = async (client: OAuth2Client, mailbox: string, scope: string[]) => {
  const url = client.generateAuthUrl({
    access_type: 'offline',
    prompt: 'consent',
    scope,
    state: 'xyz',
  });
  const page = await fetch(url);
  if (!(await page.text()).includes('Choose a mailbox')) throw new Error('consent page missing');
  const answer = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ mailbox, decision: 'allow' }).toString(),
  });
  const back = new URL(answer.headers.get('location') ?? '');
  if (back.searchParams.get('state') !== 'xyz') throw new Error('state not echoed');
  return back.searchParams.get('code') ?? '';
};
