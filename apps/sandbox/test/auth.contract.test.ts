import { createClient } from '@propelauth/javascript';
import { initBaseAuth } from '@propelauth/node';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFetch } from './harness/cookie-jar';
import { type SandboxUnderTest, startSandbox } from './harness/sandbox-process';

const APP_URL = 'http://localhost:5173';
let sandbox: SandboxUnderTest;
const realFetch = globalThis.fetch;
const browser = cookieFetch(realFetch);

// @propelauth/node always calls PropelAuth's hosted backend host; send that host to the sandbox.
const backendFetch = (input: string | URL | Request, init?: RequestInit) => {
  const url = input instanceof Request ? input.url : input.toString();
  return realFetch(url.replace('https://propelauth-api.com', sandbox.urls.auth), init);
};

const form = (values: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(values).toString(),
});
const rt = (url: string) => Buffer.from(url).toString('base64');

beforeAll(async () => {
  sandbox = await startSandbox({ APP_URL });
  // The browser client runs in Node here: cookies come from the jar, not a browser.
  Object.assign(globalThis, { window: undefined });
  globalThis.fetch = ((input: string | URL | Request, init?: RequestInit) =>
    input.toString().startsWith('https://propelauth-api.com')
      ? backendFetch(input, init)
      : browser.fetch(input, init)) as typeof fetch;
});
afterAll(async () => {
  globalThis.fetch = realFetch;
  await sandbox?.stop();
});

const newClient = () =>
  createClient({
    authUrl: `${sandbox.urls.auth}/some/path`,
    enableBackgroundTokenRefresh: false,
    disableRefreshOnFocus: true,
    skipInitialFetch: true,
  });

describe('hosted auth stand-in', () => {
  it('serves the hosted pages the client links to, honouring rt and extra signup parameters', async () => {
    const client = newClient();
    const signupUrl = client.getSignupPageUrl({
      postSignupRedirectUrl: `${APP_URL}/dashboard`,
      userSignupQueryParameters: { ref: 'newsletter' },
    });
    expect(signupUrl.startsWith(`${sandbox.urls.auth}/signup?`)).toBe(true);
    const page = await realFetch(signupUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Create your account');

    const created = await browser.fetch(
      signupUrl,
      form({
        firstName: 'Dana',
        lastName: 'Lee',
        email: 'dana@example.test',
        password: 'correct-horse',
      }),
    );
    expect(created.status).toBe(302);
    expect(created.headers.get('location')).toBe(`${APP_URL}/dashboard`);
    expect((await browser.fetch(`${sandbox.urls.auth}/org`)).headers.get('location')).toBe(
      '/create_org',
    );
    const org = await browser.fetch(`${sandbox.urls.auth}/create_org`, form({ name: 'Dana Co' }));
    const orgPath = org.headers.get('location') ?? '';
    expect(orgPath).toMatch(/^\/org\?id=[0-9a-f-]{36}$/); // a UUID, as PropelAuth's
    const samlPath = orgPath.replace('/org', '/saml');
    for (const path of ['/account', orgPath, '/create_org', samlPath]) {
      expect((await browser.fetch(`${sandbox.urls.auth}${path}`)).status, path).toBe(200);
    }
    expect((await browser.fetch(`${sandbox.urls.auth}/saml?id=org_demo`)).status).toBe(404);
    const info = await client.getAuthenticationInfoOrNull(true);
    expect(info?.orgHelper.getOrgs().map((o) => [o.orgName, o.userAssignedRole])).toEqual([
      ['Dana Co', 'Owner'],
    ]);
    expect(info?.user).toMatchObject({
      email: 'dana@example.test',
      firstName: 'Dana',
      lastName: 'Lee',
      properties: { ref: 'newsletter' },
    });
    await client.logout(false);
    expect(await client.getAuthenticationInfoOrNull(true)).toBeNull();
  });

  it('refuses a wrong password and ignores return targets on other origins', async () => {
    const wrong = await browser.fetch(
      `${sandbox.urls.auth}/login`,
      form({ email: 'ap@acme.test', password: 'nope-nope' }),
    );
    expect(wrong.status).toBe(401);
    const foreign = await browser.fetch(
      `${sandbox.urls.auth}/login?rt=${rt('https://evil.example/steal')}`,
      form({ email: 'ap@acme.test', password: 'demo-password' }),
    );
    expect(foreign.headers.get('location')).toBe(APP_URL);
    await browser.fetch(`${sandbox.urls.auth}/signout`, { method: 'POST' });
  });

  it('answers refresh_token exactly as @propelauth/javascript parses it, per org too', async () => {
    const client = newClient();
    expect(await client.getAuthenticationInfoOrNull(true)).toBeNull();
    await browser.fetch(
      `${sandbox.urls.auth}/login`,
      form({ email: 'ap@acme.test', password: 'demo-password' }),
    );
    const info = await client.getAuthenticationInfoOrNull(true);
    expect(info?.expiresAtSeconds).toBeGreaterThan(Date.now() / 1000 + 60);
    expect(
      info?.userClass
        .getOrgs()
        .map((org) => org.orgName)
        .sort(),
    ).toEqual(['Acme Corp', 'Globex Holdings']);
    const acme = info?.orgHelper.getOrg('org_demo');
    expect(acme).toMatchObject({
      orgId: 'org_demo',
      urlSafeOrgName: 'acme-corp',
      userAssignedRole: 'Admin',
      orgRoleStructure: 'single_role_in_hierarchy',
      userAssignedAdditionalRoles: [],
    });
    expect(info?.accessHelper.isAtLeastRole('org_demo', 'Member')).toBe(true);
    expect(info?.accessHelper.isRole('org_globex', 'Admin')).toBe(false);

    const forOrg = await client.getAccessTokenForOrg('org_globex');
    expect(forOrg.error).toBeUndefined();
    expect(await client.getAccessTokenForOrg('org_not_mine')).toMatchObject({
      error: 'user_not_in_org',
    });

    const auth = initBaseAuth({ authUrl: sandbox.urls.auth, apiKey: 'sandbox-api-key' });
    const user = await auth.validateAccessTokenAndGetUser(`Bearer ${info?.accessToken}`);
    expect(user).toMatchObject({ userId: 'user_demo', email: 'ap@acme.test' });
    expect(user.orgIdToOrgMemberInfo?.org_demo?.isRole('Admin')).toBe(true);
    const orgUser = await auth.validateAccessTokenAndGetUser(`Bearer ${forOrg.accessToken}`);
    expect(orgUser.activeOrgId).toBe('org_globex');
    await client.logout(false);
  });

  it('lets an org admin impersonate a member, and says so in the refresh answer and the token', async () => {
    await browser.fetch(
      `${sandbox.urls.auth}/login`,
      form({ email: 'ap@acme.test', password: 'demo-password' }),
    );
    await browser.fetch(
      `${sandbox.urls.auth}/org?id=org_demo`,
      form({ intent: 'add', email: 'dana@example.test', role: 'Member' }),
    );
    const anonymous = await realFetch(`${sandbox.urls.auth}/org?id=org_demo`, {
      redirect: 'manual',
    });
    expect(anonymous.headers.get('location')).toMatch(/^\/login\?rt=/);
    const page = await (await browser.fetch(`${sandbox.urls.auth}/org?id=org_demo`)).text();
    const danaId = page.match(/name="userId" value="(user_[0-9a-f]+)"/)?.[1] ?? '';
    const started = await browser.fetch(
      `${sandbox.urls.auth}/org?id=org_demo`,
      form({ intent: 'impersonate', userId: danaId }),
    );
    expect(started.headers.get('location')).toBe(APP_URL);
    const info = await newClient().getAuthenticationInfoOrNull(true);
    expect(info?.user.email).toBe('dana@example.test');
    expect(info?.impersonatorUserId).toBe('user_demo');
    expect(info?.userClass.isImpersonating()).toBe(true);
    const auth = initBaseAuth({ authUrl: sandbox.urls.auth, apiKey: 'sandbox-api-key' });
    await expect(
      auth.validateAccessTokenAndGetUser(`Bearer ${info?.accessToken}`),
    ).resolves.toMatchObject({ userId: danaId, impersonatorUserId: 'user_demo' });
    await newClient().logout(false);
  });

  it('grants CORS with credentials to the app origin only', async () => {
    const preflight = await realFetch(`${sandbox.urls.auth}/api/v1/refresh_token`, {
      method: 'OPTIONS',
      headers: {
        origin: APP_URL,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(APP_URL);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    const other = await realFetch(`${sandbox.urls.auth}/api/v1/refresh_token`, {
      headers: { origin: 'http://localhost:9999' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lets the backend library verify real tokens and refuse forged ones', async () => {
    await browser.fetch(
      `${sandbox.urls.auth}/login`,
      form({ email: 'ap@acme.test', password: 'demo-password' }),
    );
    const token = (await newClient().getAuthenticationInfoOrNull(true))?.accessToken;
    const auth = initBaseAuth({ authUrl: sandbox.urls.auth, apiKey: 'sandbox-api-key' });
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ user_id: 'user_demo', email: 'ap@acme.test' })
      .setProtectedHeader({ alg: 'RS256' })
      .setIssuer(sandbox.urls.auth)
      .setExpirationTime('1h')
      .sign(privateKey);
    await expect(auth.validateAccessTokenAndGetUser(`Bearer ${forged}`)).rejects.toThrow();
    await expect(auth.validateAccessTokenAndGetUser(`Bearer ${token}`)).resolves.toMatchObject({
      userId: 'user_demo',
    });

    const wrongKey = await realFetch(`${sandbox.urls.auth}/api/v1/token_verification_metadata`, {
      headers: { authorization: 'Bearer wrong' },
    });
    expect(wrongKey.status).toBe(401);
  });

  it('keeps users, sessions and the signing key across a restart', async () => {
    const before = (await newClient().getAuthenticationInfoOrNull(true))?.accessToken;
    await sandbox.restart();
    const after = await newClient().getAuthenticationInfoOrNull(true);
    expect(after?.user.email).toBe('ap@acme.test');
    const auth = initBaseAuth({ authUrl: sandbox.urls.auth, apiKey: 'sandbox-api-key' });
    await expect(auth.validateAccessTokenAndGetUser(`Bearer ${before}`)).resolves.toMatchObject({
      userId: 'user_demo',
    });
  });

  it('forgets everything but the seed after a reset', async () => {
    await sandbox.resetAndRestart();
    const signIn = (email: string, password: string) =>
      browser.fetch(`${sandbox.urls.auth}/login`, form({ email, password }));
    expect((await signIn('dana@example.test', 'correct-horse')).status).toBe(401);
    expect((await signIn('ap@acme.test', 'demo-password')).status).toBe(302);
  });

  it('issues an already-expired token when that fault is switched on, and a 500 on demand', async () => {
    await realFetch(`${sandbox.urls.auth}/__sandbox/faults`, {
      method: 'POST',
      body: JSON.stringify({ kind: 'expire-tokens' }),
    });
    const expired = await newClient().getAuthenticationInfoOrNull(true);
    expect(expired?.expiresAtSeconds).toBeLessThan(Date.now() / 1000);
    const auth = initBaseAuth({ authUrl: sandbox.urls.auth, apiKey: 'sandbox-api-key' });
    await expect(
      auth.validateAccessTokenAndGetUser(`Bearer ${expired?.accessToken}`),
    ).rejects.toThrow(/exp/);
    await realFetch(`${sandbox.urls.auth}/__sandbox/faults`, { method: 'DELETE' });
    await realFetch(`${sandbox.urls.auth}/__sandbox/faults`, {
      method: 'POST',
      body: JSON.stringify({ kind: 'status', status: 500, path: '/api/v1/refresh_token' }),
    });
    const failed = await browser.fetch(`${sandbox.urls.auth}/api/v1/refresh_token`);
    expect(failed.status).toBe(500);
    expect((await browser.fetch(`${sandbox.urls.auth}/api/v1/refresh_token`)).status).toBe(200);
  });
});
