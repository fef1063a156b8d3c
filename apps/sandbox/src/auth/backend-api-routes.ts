import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AuthContext } from './context';
import { sendInviteMail } from './invite-mail';
import { orgMemberInfoJson, userJson } from './member-info';
import { ROLES } from './model';

/** PropelAuth's 400 body: each bad field with its messages. */
const fieldError = (c: Context, field: string, message: string) =>
  c.json({ [field]: [message] }, 400);

const notFound = (c: Context) => c.json({}, 404);

const page = z.object({
  page_size: z.coerce.number().int().min(1).max(100).default(10),
  page_number: z.coerce.number().int().min(0).default(0),
});

const inviteBody = z.object({
  org_id: z.string(),
  email: z.string(),
  role: z.string(),
  additional_roles: z.array(z.string()).default([]),
});
const changeRoleBody = z.object({
  user_id: z.string(),
  org_id: z.string(),
  role: z.string(),
  additional_roles: z.array(z.string()).default([]),
});
const removeBody = z.object({ user_id: z.string(), org_id: z.string() });
const revokeBody = z.object({ invitee_email: z.string(), org_id: z.string() });

const isRole = (role: string): role is (typeof ROLES)[number] =>
  (ROLES as readonly string[]).includes(role);
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/**
 * The backend API key check: `Authorization: Bearer <key>`, and the project named by
 * `X-Propelauth-url` (the auth URL's host, which @propelauth/node always sends) must be ours.
 */
const backendKey =
  (ctx: AuthContext): MiddlewareHandler =>
  async (c, next) => {
    const project = c.req.header('x-propelauth-url');
    if (c.req.header('authorization') !== `Bearer ${ctx.apiKey}`)
      return c.text('Unauthorized', 401);
    if (project && project !== new URL(ctx.issuer).hostname) return c.text('Unauthorized', 401);
    return next();
  };

/** A JSON body read with its schema; a malformed one answers PropelAuth's 400. */
const readBody = async <T extends z.ZodType>(c: Context, schema: T) => {
  const parsed = schema.safeParse(await c.req.json().catch(() => undefined));
  return parsed.success ? parsed.data : undefined;
};

/**
 * The part of PropelAuth's backend API (`/api/backend/v1/...`, bearer API key) that the
 * product's member management calls through @propelauth/node: users in an org, invite,
 * change role, remove, pending invitations and their revocation.
 */
export const backendApiRoutes = (ctx: AuthContext): Hono => {
  const app = new Hono();
  const dir = ctx.directory;
  app.use('/api/backend/v1/*', backendKey(ctx));

  app.get('/api/backend/v1/user/org/:orgId', (c) => {
    const org = dir.org(c.req.param('orgId'));
    const query = page.safeParse(c.req.query());
    if (!query.success) return fieldError(c, 'page_size', 'Invalid page size or number');
    const role = c.req.query('role');
    const includeOrgs = c.req.query('include_orgs') === 'true';
    const everyone = org
      ? dir.membersOf(org.orgId).filter((member) => !role || member.role === role)
      : [];
    const { page_size, page_number } = query.data;
    const start = page_size * page_number;
    const users = everyone.slice(start, start + page_size).map((member) => ({
      ...userJson(member.user),
      role_in_org: member.role,
      additional_roles_in_org: [] as string[],
      ...(includeOrgs
        ? {
            org_id_to_org_info: Object.fromEntries(
              dir
                .membershipsOf(member.userId)
                .map((membership) => [membership.orgId, orgMemberInfoJson(membership)]),
            ),
          }
        : {}),
    }));
    return c.json({
      users,
      total_users: everyone.length,
      current_page: page_number,
      page_size,
      has_more_results: start + page_size < everyone.length,
    });
  });

  app.post('/api/backend/v1/invite_user', async (c) => {
    const body = await readBody(c, inviteBody);
    if (!body) return fieldError(c, 'email', 'Invalid request');
    const email = body.email.trim().toLowerCase();
    if (!EMAIL.test(email)) return fieldError(c, 'email', 'Invalid email address');
    if (!isRole(body.role)) return fieldError(c, 'role', 'Unknown role');
    const org = dir.org(body.org_id);
    if (!org) return notFound(c);
    const existing = dir.findUserByEmail(email);
    if (existing && dir.roleIn(org.orgId, existing.userId))
      return fieldError(c, 'email', 'User is already a member of this organization');
    await sendInviteMail(ctx, dir.invite(org.orgId, email, body.role));
    return c.json({});
  });

  app.post('/api/backend/v1/org/change_role', async (c) => {
    const body = await readBody(c, changeRoleBody);
    if (!body) return fieldError(c, 'role', 'Invalid request');
    if (!isRole(body.role)) return fieldError(c, 'role', 'Unknown role');
    if (!dir.org(body.org_id) || !dir.roleIn(body.org_id, body.user_id)) return notFound(c);
    dir.setMembership(body.org_id, body.user_id, body.role);
    return c.json({});
  });

  app.post('/api/backend/v1/org/remove_user', async (c) => {
    const body = await readBody(c, removeBody);
    if (!body) return fieldError(c, 'user_id', 'Invalid request');
    if (!dir.org(body.org_id) || !dir.roleIn(body.org_id, body.user_id)) return notFound(c);
    dir.removeMembership(body.org_id, body.user_id);
    return c.json({});
  });

  app.get('/api/backend/v1/pending_org_invites', (c) => {
    const query = page.safeParse(c.req.query());
    if (!query.success) return fieldError(c, 'page_size', 'Invalid page size or number');
    const { page_size, page_number } = query.data;
    const all = dir.pendingInvites(c.req.query('org_id') || undefined);
    const start = page_size * page_number;
    const invites = all.slice(start, start + page_size).map((invite) => {
      const inviter = invite.inviterUserId ? dir.state.users[invite.inviterUserId] : undefined;
      return {
        invitee_email: invite.email,
        org_id: invite.orgId,
        org_name: dir.org(invite.orgId)?.name ?? '',
        role_in_org: invite.role,
        additional_roles_in_org: [] as string[],
        created_at: invite.createdAt,
        expires_at: invite.expiresAt,
        ...(inviter ? { inviter_email: inviter.email, inviter_user_id: inviter.userId } : {}),
      };
    });
    return c.json({
      total_invites: all.length,
      current_page: page_number,
      page_size,
      has_more_results: start + page_size < all.length,
      invites,
    });
  });

  app.delete('/api/backend/v1/pending_org_invites', async (c) => {
    const body = await readBody(c, revokeBody);
    if (!body) return fieldError(c, 'invitee_email', 'Invalid request');
    return dir.revokeInvite(body.org_id, body.invitee_email) ? c.json({}) : notFound(c);
  });

  return app;
};
