import { gmail as gmailApi } from '@googleapis/gmail';
import { initBaseAuth } from '@propelauth/node';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFetch } from './harness/cookie-jar';
import { consent, sandboxOAuthClient } from './harness/gmail-consent';
import { type SandboxUnderTest, startSandbox } from './harness/sandbox-process';

// PropelAuth's backend API (member management) called with the official @propelauth/node client,
// as the product's adapter calls it. The client always sends these calls to PropelAuth's API host
// (with the auth URL's host in X-Propelauth-url); here that host is sent to the stand-in.

const APP_URL = 'http://localhost:5173';
const API_HOST = 'https://propelauth-api.com';
const READONLY = 'https://www.googleapis.com/auth/gmail.readonly';
let sandbox: SandboxUnderTest;
let verifierKey = '';
const realFetch = globalThis.fetch;
const seen: Array<{ url: string; project: string | null }> = [];

const form = (values: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(values).toString(),
});

const backend = (apiKey = 'sandbox-api-key') =>
  initBaseAuth({
    authUrl: sandbox.urls.auth,
    apiKey,
    // The product passes the verifier key it already holds, so the client makes no start-up call.
    manualTokenVerificationMetadata: { verifierKey, issuer: sandbox.urls.auth },
  });

/** Signs up through the hosted page (a fresh cookie jar: a fresh browser). */
const signUp = async (email: string, firstName: string) => {
  const browser = cookieFetch(realFetch);
  const created = await browser.fetch(
    `${sandbox.urls.auth}/signup`,
    form({ email, firstName, lastName: 'Tester', password: 'correct-horse' }),
  );
  expect(created.status).toBe(302);
  return browser;
};

/** An organisation made on the hosted page: PropelAuth-style, its id is a UUID. */
const newOrg = async (ownerEmail: string, name: string) => {
  const browser = await signUp(ownerEmail, 'Owen');
  const made = await browser.fetch(`${sandbox.urls.auth}/create_org`, form({ name }));
  const orgId = new URL(made.headers.get('location') ?? '', sandbox.urls.auth).searchParams.get(
    'id',
  );
  expect(orgId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  return orgId ?? '';
};

beforeAll(async () => {
  sandbox = await startSandbox({ APP_URL });
  const metadata = await realFetch(`${sandbox.urls.auth}/api/v1/token_verification_metadata`, {
    headers: { authorization: 'Bearer sandbox-api-key' },
  });
  verifierKey = ((await metadata.json()) as { verifier_key_pem: string }).verifier_key_pem;
  globalThis.fetch = ((input: string | URL | Request, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : input.toString();
    if (!url.startsWith(API_HOST)) return realFetch(input, init);
    seen.push({ url, project: new Headers(init?.headers).get('x-propelauth-url') });
    return realFetch(url.replace(API_HOST, sandbox.urls.auth), init);
  }) as typeof fetch;
});
afterAll(async () => {
  globalThis.fetch = realFetch;
  await sandbox?.stop();
});

describe('PropelAuth backend API stand-in (member management)', () => {
  it('lists the users of an org, paged, with their role, as fetchUsersInOrg parses them', async () => {
    const orgId = await newOrg('owen@paging.test', 'Paging Co');
    const auth = backend();
    const page = await auth.fetchUsersInOrg({ orgId, pageSize: 10, includeOrgs: true });
    expect(page).toMatchObject({ totalUsers: 1, currentPage: 0, hasMoreResults: false });
    expect(page.users[0]).toMatchObject({
      email: 'owen@paging.test',
      firstName: 'Owen',
      roleInOrg: 'Owner',
      additionalRolesInOrg: [],
      enabled: true,
    });
    expect(page.users[0]?.orgIdToOrgInfo?.[orgId]?.userAssignedRole).toBe('Owner');
    expect(seen.at(-1)).toEqual({
      url: `${API_HOST}/api/backend/v1/user/org/${orgId}?page_size=10&include_orgs=true`,
      project: 'localhost',
    });

    await auth.inviteUserToOrg({ orgId, email: 'second@paging.test', role: 'Member' });
    await signUp('second@paging.test', 'Sam');
    const first = await auth.fetchUsersInOrg({ orgId, pageSize: 1, pageNumber: 0 });
    const second = await auth.fetchUsersInOrg({ orgId, pageSize: 1, pageNumber: 1 });
    expect([first.hasMoreResults, second.hasMoreResults, first.totalUsers]).toEqual([
      true,
      false,
      2,
    ]);
    expect([...first.users, ...second.users].map((u) => u.roleInOrg)).toEqual(['Owner', 'Member']);
    const members = await auth.fetchUsersInOrg({ orgId, role: 'Member' });
    expect(members.users.map((u) => u.email)).toEqual(['second@paging.test']);
  });

  it('invites by e-mail: a pending invitation, an e-mail in the invitee’s mailbox, and sign-up joins with the role', async () => {
    const orgId = await newOrg('owen@invite.test', 'Invite Co');
    const auth = backend();
    await expect(
      auth.inviteUserToOrg({ orgId, email: ' Dana@Invite.test ', role: 'Admin' }),
    ).resolves.toBe(true);
    const pending = await auth.fetchPendingInvites({ orgId });
    expect(pending).toMatchObject({ totalInvites: 1, hasMoreResults: false });
    const invite = pending.invites[0];
    expect(invite).toMatchObject({
      inviteeEmail: 'dana@invite.test',
      orgId,
      orgName: 'Invite Co',
      roleInOrg: 'Admin',
      additionalRolesInOrg: [],
    });
    expect((invite?.expiresAt ?? 0) - (invite?.createdAt ?? 0)).toBe(7 * 24 * 60 * 60);

    const google = sandboxOAuthClient(sandbox.urls.gmail);
    const { tokens } = await google.getToken(await consent(google, 'dana@invite.test', [READONLY]));
    google.setCredentials(tokens);
    const gmail = gmailApi({ version: 'v1', auth: google, rootUrl: `${sandbox.urls.gmail}/` });
    const listed = await gmail.users.messages.list({ userId: 'me', q: 'subject:invited' });
    const id = listed.data.messages?.[0]?.id ?? '';
    const message = await gmail.users.messages.get({ userId: 'me', id, format: 'raw' });
    const mail = await simpleParser(Buffer.from(message.data.raw ?? '', 'base64url'));
    expect(mail.subject).toBe('You have been invited to join Invite Co');
    expect(mail.text).toContain('join Invite Co as Admin');
    const signupLink = /(http:\/\/localhost:\d+\/signup\?rt=\S+)/.exec(mail.text ?? '')?.[1] ?? '';
    const rt = decodeURIComponent(new URL(signupLink).searchParams.get('rt') ?? '');
    expect(Buffer.from(rt, 'base64').toString()).toBe(`${APP_URL}/dashboard`);

    const browser = cookieFetch(realFetch);
    const joined = await browser.fetch(
      signupLink,
      form({
        email: 'dana@invite.test',
        firstName: 'Dana',
        lastName: 'Lee',
        password: 'correct-horse',
      }),
    );
    expect(joined.headers.get('location')).toBe(`${APP_URL}/dashboard`);
    const users = await auth.fetchUsersInOrg({ orgId });
    expect(users.users.map((u) => [u.email, u.roleInOrg])).toEqual([
      ['owen@invite.test', 'Owner'],
      ['dana@invite.test', 'Admin'],
    ]);
    expect((await auth.fetchPendingInvites({ orgId })).invites).toEqual([]);
    // The access token carries the new membership (what the product's API reads).
    const refresh = await browser.fetch(`${sandbox.urls.auth}/api/v1/refresh_token`);
    const body = (await refresh.json()) as { org_id_to_org_member_info: Record<string, unknown> };
    expect(body.org_id_to_org_member_info[orgId]).toMatchObject({ user_role: 'Admin' });
  });

  it('honours an invitation when an existing account signs in', async () => {
    const orgId = await newOrg('owen@existing.test', 'Existing Co');
    await signUp('kim@existing.test', 'Kim');
    await backend().inviteUserToOrg({ orgId, email: 'kim@existing.test', role: 'Member' });
    const login = await cookieFetch(realFetch).fetch(
      `${sandbox.urls.auth}/login`,
      form({ email: 'kim@existing.test', password: 'correct-horse' }),
    );
    expect(login.status).toBe(302);
    const users = await backend().fetchUsersInOrg({ orgId, role: 'Member' });
    expect(users.users.map((u) => u.email)).toEqual(['kim@existing.test']);
  });

  it('refuses what PropelAuth refuses: bad fields (400), unknown org or member (404/false), a wrong key', async () => {
    const orgId = await newOrg('owen@refuse.test', 'Refuse Co');
    const auth = backend();
    await expect(
      auth.inviteUserToOrg({ orgId, email: 'owen@refuse.test', role: 'Member' }),
    ).rejects.toMatchObject({
      fieldToErrors: { email: ['User is already a member of this organization'] },
    });
    await expect(
      auth.inviteUserToOrg({ orgId, email: 'not-an-email', role: 'Member' }),
    ).rejects.toMatchObject({ fieldToErrors: { email: ['Invalid email address'] } });
    await expect(
      auth.inviteUserToOrg({ orgId, email: 'x@refuse.test', role: 'Boss' }),
    ).rejects.toMatchObject({ fieldToErrors: { role: ['Unknown role'] } });
    const missingOrg = '00000000-0000-4000-8000-000000000000';
    await expect(
      auth.inviteUserToOrg({ orgId: missingOrg, email: 'x@refuse.test', role: 'Member' }),
    ).resolves.toBe(false);
    await expect(auth.removeUserFromOrg({ orgId, userId: 'user_nobody' })).resolves.toBe(false);
    await expect(
      auth.changeUserRoleInOrg({ orgId, userId: 'user_nobody', role: 'Admin' }),
    ).resolves.toBe(false);
    await expect(backend('wrong-key').fetchUsersInOrg({ orgId })).rejects.toThrow(
      'integrationApiKey is incorrect',
    );
    const otherProject = await realFetch(`${sandbox.urls.auth}/api/backend/v1/user/org/${orgId}`, {
      headers: { authorization: 'Bearer sandbox-api-key', 'x-propelauth-url': 'elsewhere.test' },
    });
    expect(otherProject.status).toBe(401);
  });

  it('changes a role, removes a member and revokes an invitation', async () => {
    const orgId = await newOrg('owen@change.test', 'Change Co');
    const auth = backend();
    await auth.inviteUserToOrg({ orgId, email: 'lee@change.test', role: 'Member' });
    await signUp('lee@change.test', 'Lee');
    const lee = (await auth.fetchUsersInOrg({ orgId, role: 'Member' })).users[0]?.userId ?? '';
    await expect(auth.changeUserRoleInOrg({ orgId, userId: lee, role: 'Admin' })).resolves.toBe(
      true,
    );
    await expect(
      auth.changeUserRoleInOrg({ orgId, userId: lee, role: 'Boss' }),
    ).rejects.toBeInstanceOf(Error);
    expect((await auth.fetchUsersInOrg({ orgId, role: 'Admin' })).users[0]?.email).toBe(
      'lee@change.test',
    );
    await expect(auth.removeUserFromOrg({ orgId, userId: lee })).resolves.toBe(true);
    expect((await auth.fetchUsersInOrg({ orgId })).totalUsers).toBe(1);

    await auth.inviteUserToOrg({ orgId, email: 'gone@change.test', role: 'Member' });
    await expect(
      auth.revokePendingOrgInvite({ orgId, inviteeEmail: 'gone@change.test' }),
    ).resolves.toBe(true);
    await expect(
      auth.revokePendingOrgInvite({ orgId, inviteeEmail: 'gone@change.test' }),
    ).resolves.toBe(false);
    expect((await auth.fetchPendingInvites({ orgId })).totalInvites).toBe(0);
  });

  it('answers nothing for an org id that is not a UUID: the client skips the call (why the adapter asks directly)', async () => {
    const before = seen.length;
    const page = await backend().fetchUsersInOrg({ orgId: 'org_demo' });
    expect(page).toMatchObject({ users: [], totalUsers: 0 });
    expect(seen.length).toBe(before);
    const direct = await realFetch(`${sandbox.urls.auth}/api/backend/v1/user/org/org_demo`, {
      headers: { authorization: 'Bearer sandbox-api-key' },
    });
    const body = (await direct.json()) as { users: Array<{ email: string; role_in_org: string }> };
    expect(body.users.map((u) => [u.email, u.role_in_org])).toEqual([
      ['ap@acme.test', 'Admin'],
      ['member@acme.test', 'Member'],
      ['owner@acme.test', 'Owner'],
    ]);
  });

  it('passes an injected failure to the client as an error', async () => {
    const orgId = await newOrg('owen@fault.test', 'Fault Co');
    await realFetch(`${sandbox.urls.auth}/__sandbox/faults`, {
      method: 'POST',
      body: JSON.stringify({ kind: 'status', status: 503, path: '/api/backend/v1/' }),
    });
    await expect(backend().fetchUsersInOrg({ orgId })).rejects.toThrow(
      'Unknown error when fetching users in org',
    );
    await expect(backend().fetchUsersInOrg({ orgId })).resolves.toMatchObject({ totalUsers: 1 });
  });
});
