import {
  ApiErrorSchema,
  AuditLogActorsSchema,
  AuditLogPageSchema,
  type OrgMembers,
  OrgMembersSchema,
} from '@ap/domain/contract';
import { freePort, type SandboxUnderTest, startSandbox } from '@ap/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from './support/api-client';
import { signIn } from './support/sandbox-browser';
import { type ServerProcess, startServerProcess } from './support/server-process';

const APP_URL = 'http://localhost:5173';
const PASSWORD = 'demo-password';
const OWNER = 'owner@acme.test';
const ADMIN = 'ap@acme.test';
const MEMBER = 'member@acme.test';
const DANA = 'dana.lopez@acme.test';

const form = (values: Record<string, string>): RequestInit => ({
  method: 'POST',
  redirect: 'manual',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(values).toString(),
});

/**
 * User Management against the real sandbox process (PropelAuth's backend API stand-in) and the
 * real API server: the official @propelauth/node client in between, the membership rule, the
 * audit rows, bad input and the auth service failing.
 */
describe('organisation members through the auth service', () => {
  let sandbox: SandboxUnderTest;
  let server: ServerProcess;
  const as: Record<string, ApiClient> = {};
  const clientFor = async (email: string, orgId = 'org_demo', password = PASSWORD) =>
    createApiClient(server.baseUrl, await signIn(sandbox.urls.auth, email, password, orgId));
  const roster = async (client: ApiClient) => {
    const answer = await client.get('/api/organization/members');
    expect(answer.status).toBe(200);
    return OrgMembersSchema.parse(answer.body);
  };
  const roleOf = (members: OrgMembers, email: string) =>
    members.members.find((m) => m.email === email)?.role;
  const idOf = (members: OrgMembers, email: string) =>
    members.members.find((m) => m.email === email)?.user_id ?? '';
  const errorOf = (body: unknown) => ApiErrorSchema.parse(body);
  const auditOf = async (query: string) => {
    const answer = await as.admin?.get(`/api/admin/audit-log?${query}`);
    expect(answer?.status).toBe(200);
    return AuditLogPageSchema.parse(answer?.body).entries;
  };
  const injectFault = (fault: Record<string, unknown>) =>
    fetch(`${sandbox.urls.auth}/__sandbox/faults`, {
      method: fault.kind ? 'POST' : 'DELETE',
      body: JSON.stringify(fault),
    });

  beforeAll(async () => {
    sandbox = await startSandbox({ APP_URL });
    const port = await freePort();
    server = await startServerProcess({
      API_PORT: String(port),
      APP_URL,
      PROPELAUTH_AUTH_URL: sandbox.urls.auth,
    });
    as.owner = await clientFor(OWNER);
    as.admin = await clientFor(ADMIN);
    as.member = await clientFor(MEMBER);
  });
  afterAll(async () => {
    await server?.stop();
    await sandbox?.stop();
  });

  it('lists the members with their roles to every member, org-scoped', async () => {
    const members = await roster(as.member as ApiClient);
    expect(members.members.map((m) => [m.email, m.name, m.role])).toEqual([
      [ADMIN, 'Alex Payne', 'Admin'],
      [MEMBER, 'Morgan Reed', 'Member'],
      [OWNER, 'Olivia Owens', 'Owner'],
    ]);
    expect(members.pending_invites).toEqual([]);
    // The same person acting for Globex sees Globex's members only.
    const globex = await roster(await clientFor(ADMIN, 'org_globex'));
    expect(globex.members.map((m) => m.email)).toEqual([ADMIN]);
  });

  it('lets a Member change nothing (403), and refuses bad input with a 400', async () => {
    const member = as.member as ApiClient;
    const owner = as.owner as ApiClient;
    const denied = await member.post('/api/organization/members/invites', {
      email: 'x@acme.test',
      role: 'Member',
    });
    expect(denied.status).toBe(403);
    const ownerId = idOf(await roster(owner), OWNER);
    expect((await member.delete(`/api/organization/members/${ownerId}`)).status).toBe(403);

    for (const body of [
      { email: 'not-an-email', role: 'Member' },
      { email: 'x@acme.test', role: 'Boss' },
      { email: 'x@acme.test' },
      'not json',
    ]) {
      const answer = await owner.post('/api/organization/members/invites', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const badEmail = await owner.post('/api/organization/members/invites', {
      email: 'not-an-email',
      role: 'Member',
    });
    expect(errorOf(badEmail.body)).toMatchObject({
      error: 'validation_error',
      details: { issues: [{ path: 'email' }] },
    });
    const badRole = await owner.put(`/api/organization/members/${ownerId}/role`, { role: 'King' });
    expect(badRole.status).toBe(400);
    expect((await roster(owner)).pending_invites).toEqual([]);
  });

  it('invites by e-mail: the invitee signs up on the hosted page and is a Member; audited', async () => {
    const owner = as.owner as ApiClient;
    const invited = await owner.post('/api/organization/members/invites', {
      email: ' Dana.Lopez@ACME.test ',
      role: 'Member',
    });
    expect(invited.status).toBe(200);
    const after = OrgMembersSchema.parse(invited.body);
    expect(after.pending_invites).toMatchObject([{ email: DANA, role: 'Member' }]);
    expect(Date.parse(after.pending_invites[0]?.expires_at ?? '')).toBeGreaterThan(Date.now());
    const again = await owner.post('/api/organization/members/invites', {
      email: OWNER,
      role: 'Member',
    });
    expect(again.status).toBe(409);
    expect(errorOf(again.body).message).toBe(`${OWNER} is already a member of Acme Corp.`);

    const [entry] = await auditOf('action=user.invite');
    expect(entry).toMatchObject({
      actor: { type: 'user', email: OWNER },
      entity_type: 'user',
      entity_id: DANA,
      after: { email: DANA, role: 'Member' },
    });

    const signup = await fetch(
      `${sandbox.urls.auth}/signup`,
      form({ email: DANA, firstName: 'Dana', lastName: 'Lopez', password: 'correct-horse' }),
    );
    expect(signup.status).toBe(302);
    const dana = await clientFor(DANA, 'org_demo', 'correct-horse');
    const members = await roster(dana);
    expect(roleOf(members, DANA)).toBe('Member');
    expect(members.pending_invites).toEqual([]);
    // Member rights: Admin-only calls are refused.
    expect((await dana.post('/api/tasks/task_demo_email_pending/approve')).status).toBe(403);
    expect((await dana.get('/api/admin/audit-log')).status).toBe(403);
  });

  it('keeps Owners an Owner’s business and the last Owner in place', async () => {
    const admin = as.admin as ApiClient;
    const owner = as.owner as ApiClient;
    const members = await roster(owner);
    const ownerId = idOf(members, OWNER);
    const danaId = idOf(members, DANA);
    const expectRefusal = async (
      answer: Promise<{ status: number; body: unknown }>,
      status: number,
      message: string,
    ) => {
      const { status: got, body } = await answer;
      expect(got).toBe(status);
      expect(errorOf(body).message).toBe(message);
    };
    await expectRefusal(
      admin.post('/api/organization/members/invites', { email: 'boss@acme.test', role: 'Owner' }),
      403,
      'Only an Owner can invite an Owner.',
    );
    await expectRefusal(
      admin.put(`/api/organization/members/${danaId}/role`, { role: 'Owner' }),
      403,
      'Only an Owner can make someone an Owner.',
    );
    await expectRefusal(
      admin.put(`/api/organization/members/${ownerId}/role`, { role: 'Member' }),
      403,
      'Only an Owner can change or remove an Owner.',
    );
    await expectRefusal(
      owner.put(`/api/organization/members/${ownerId}/role`, { role: 'Admin' }),
      409,
      'The last Owner cannot be removed or demoted. Make another member an Owner first.',
    );
    await expectRefusal(
      owner.delete(`/api/organization/members/${ownerId}`),
      409,
      'The last Owner cannot be removed or demoted. Make another member an Owner first.',
    );
    await expectRefusal(
      admin.delete(`/api/organization/members/${idOf(members, ADMIN)}`),
      403,
      'You cannot change your own role or remove yourself. Ask another Admin or Owner.',
    );
    expect(roleOf(await roster(owner), OWNER)).toBe('Owner');
    expect(await auditOf('action=user.role_change')).toEqual([]);
  });

  it('changes a role and removes a member, each audited, and the token follows', async () => {
    const admin = as.admin as ApiClient;
    const danaId = idOf(await roster(admin), DANA);
    const changed = await admin.put(`/api/organization/members/${danaId}/role`, { role: 'Admin' });
    expect(changed.status).toBe(200);
    expect(roleOf(OrgMembersSchema.parse(changed.body), DANA)).toBe('Admin');
    const dana = await clientFor(DANA, 'org_demo', 'correct-horse');
    expect((await dana.get('/api/admin/audit-log')).status).toBe(200);
    const same = await admin.put(`/api/organization/members/${danaId}/role`, { role: 'Admin' });
    expect(same.status).toBe(200);
    expect(await auditOf('action=user.role_change')).toMatchObject([
      {
        actor: { email: ADMIN },
        entity_id: danaId,
        before: { email: DANA, role: 'Member' },
        after: { email: DANA, role: 'Admin' },
      },
    ]);

    const removed = await admin.delete(`/api/organization/members/${danaId}`);
    expect(removed.status).toBe(200);
    expect(OrgMembersSchema.parse(removed.body).members.map((m) => m.email)).not.toContain(DANA);
    await expect(clientFor(DANA, 'org_demo', 'correct-horse')).rejects.toThrow(/401/);
    expect(await auditOf('action=user.remove')).toMatchObject([
      { entity_id: danaId, before: { email: DANA, role: 'Admin' }, after: null },
    ]);
    expect((await admin.delete(`/api/organization/members/${danaId}`)).status).toBe(404);
    expect(
      (await admin.put('/api/organization/members/user_nobody/role', { role: 'Member' })).status,
    ).toBe(404);
  });

  it('withdraws an invitation (an Owner’s only by an Owner)', async () => {
    const admin = as.admin as ApiClient;
    const owner = as.owner as ApiClient;
    await owner.post('/api/organization/members/invites', { email: 'co@acme.test', role: 'Owner' });
    await admin.post('/api/organization/members/invites', {
      email: 'temp@acme.test',
      role: 'Admin',
    });
    const denied = await admin.post('/api/organization/members/invites/revoke', {
      email: 'co@acme.test',
    });
    expect(denied.status).toBe(403);
    const revoked = await admin.post('/api/organization/members/invites/revoke', {
      email: 'TEMP@acme.test',
    });
    expect(revoked.status).toBe(200);
    expect(OrgMembersSchema.parse(revoked.body).pending_invites.map((i) => i.email)).toEqual([
      'co@acme.test',
    ]);
    const none = await admin.post('/api/organization/members/invites/revoke', {
      email: 'temp@acme.test',
    });
    expect(none.status).toBe(404);
    expect(await auditOf('action=user.invite_revoke')).toMatchObject([
      { actor: { email: ADMIN }, entity_id: 'temp@acme.test', before: { role: 'Admin' } },
    ]);
  });

  it('answers 502 while the auth service fails, and changes and audits nothing', async () => {
    const owner = as.owner as ApiClient;
    const auditedBefore = (await auditOf('action=user.*&limit=200')).length;
    await injectFault({ kind: 'status', status: 503, path: '/api/backend/v1/', times: 20 });
    const listed = await owner.get('/api/organization/members');
    expect(listed.status).toBe(502);
    expect(errorOf(listed.body).error).toBe('upstream_unavailable');
    const invited = await owner.post('/api/organization/members/invites', {
      email: 'later@acme.test',
      role: 'Member',
    });
    expect(invited.status).toBe(502);
    await injectFault({});
    expect((await auditOf('action=user.*&limit=200')).length).toBe(auditedBefore);
    expect((await roster(owner)).pending_invites.map((i) => i.email)).not.toContain(
      'later@acme.test',
    );
  });

  it('filters the audit log by person and action family, and lists who acted', async () => {
    const admin = as.admin as ApiClient;
    const ownerId = idOf(await roster(admin), OWNER);
    const byOwner = await auditOf(`actor=${ownerId}&limit=200`);
    expect(byOwner.length).toBeGreaterThan(0);
    expect(new Set(byOwner.map((e) => e.actor.email))).toEqual(new Set([OWNER]));
    const family = await auditOf('action=user.*&limit=200');
    expect(new Set(family.map((e) => e.action))).toEqual(
      new Set(['user.invite', 'user.role_change', 'user.remove', 'user.invite_revoke']),
    );
    expect((await auditOf('action=user.*&actor=nobody')).length).toBe(0);
    // '_' is a LIKE wildcard: 'user.invite_*'-style families must not match 'user.inviteXrevoke'.
    expect((await auditOf('action=user.invite_revoke')).map((e) => e.action)).toEqual([
      'user.invite_revoke',
    ]);
    for (const bad of ['user.%', 'USER.*', "user.invite'--", '*']) {
      const answer = await admin.get(`/api/admin/audit-log?action=${encodeURIComponent(bad)}`);
      expect(answer.status, bad).toBe(400);
    }
    const actors = await admin.get('/api/admin/audit-log/actors');
    expect(actors.status).toBe(200);
    const emails = AuditLogActorsSchema.parse(actors.body).actors.map((a) => a.email);
    expect(emails).toEqual(expect.arrayContaining([ADMIN, OWNER]));
    expect(emails).not.toContain(MEMBER);
    expect((await (as.member as ApiClient).get('/api/admin/audit-log/actors')).status).toBe(403);
  });

  it('two Owners demoting each other at once leave one Owner (changes run one at a time)', async () => {
    const owner = as.owner as ApiClient;
    const members = await roster(owner);
    const adminId = idOf(members, ADMIN);
    const ownerId = idOf(members, OWNER);
    expect(
      (await owner.put(`/api/organization/members/${adminId}/role`, { role: 'Owner' })).status,
    ).toBe(200);
    const secondOwner = await clientFor(ADMIN);
    const [first, second] = await Promise.all([
      owner.put(`/api/organization/members/${adminId}/role`, { role: 'Admin' }),
      secondOwner.put(`/api/organization/members/${ownerId}/role`, { role: 'Admin' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const owners = (await roster(owner)).members.filter((m) => m.role === 'Owner');
    expect(owners).toHaveLength(1);
  });
});
