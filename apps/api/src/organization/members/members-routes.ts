import { hasOrgRoleAtLeast, type MemberChange, memberChangeRefusal, ORG_ROLES } from '@ap/domain';
import {
  ChangeMemberRoleSchema,
  IdParamsSchema,
  InviteMemberSchema,
  type OrgMembers,
  OrgMembersSchema,
  RevokeInviteSchema,
} from '@ap/domain/contract';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../app-env';
import { type Mutation, recordMutation } from '../../audit/record-mutation';
import type { Caller } from '../../auth/caller';
import { withAdvisoryLock } from '../../db/advisory-lock';
import type { Database } from '../../db/database';
import { ApiHttpError, conflict, notFound } from '../../http/api-error';
import { errorResponses, json, jsonBody, bearerSecurity as security } from '../../http/route-parts';
import { createRouter } from '../../http/router';

const tags = ['Members'];
const answer = { 200: json(OrgMembersSchema), ...errorResponses };

const list = createRoute({
  method: 'get',
  path: '/api/organization/members',
  tags,
  security,
  summary: "The organisation's members with their roles, and the invitations not accepted yet",
  responses: answer,
});
const invite = createRoute({
  method: 'post',
  path: '/api/organization/members/invites',
  tags,
  security,
  summary: 'Invites a person by e-mail with a role (Admin; only an Owner invites an Owner)',
  request: jsonBody(InviteMemberSchema),
  responses: answer,
});
const revoke = createRoute({
  method: 'post',
  path: '/api/organization/members/invites/revoke',
  tags,
  security,
  summary: 'Withdraws an invitation not accepted yet (Admin)',
  request: jsonBody(RevokeInviteSchema),
  responses: answer,
});
const changeRole = createRoute({
  method: 'put',
  path: '/api/organization/members/{id}/role',
  tags,
  security,
  summary: "Changes a member's role (Admin; 409 for the last Owner, only an Owner touches Owners)",
  request: { params: IdParamsSchema, ...jsonBody(ChangeMemberRoleSchema) },
  responses: answer,
});
const remove = createRoute({
  method: 'delete',
  path: '/api/organization/members/{id}',
  tags,
  security,
  summary: 'Removes a member from the organisation (Admin; 409 for the last Owner)',
  request: { params: IdParamsSchema },
  responses: answer,
});

/** The audit row, in its own transaction (or the lock's, on PostgreSQL). */
const audit = (db: Database, caller: Caller, mutation: Mutation) =>
  db.transaction((tx) => recordMutation(tx, caller, mutation));

/** The highest role of the hierarchy the caller's token holds in the org. */
const roleOf = (caller: Caller) =>
  ORG_ROLES.find((role) => hasOrgRoleAtLeast(caller.membership, role)) ?? 'Member';

/** Refuses the change as the membership rule says (403 the role, 409 the last Owner). */
const check = (caller: Caller, change: MemberChange, roster: OrgMembers) => {
  const refusal = memberChangeRefusal(
    { userId: caller.userId, role: roleOf(caller) },
    change,
    roster.members.map((member) => ({ userId: member.user_id, role: member.role })),
  );
  if (refusal) {
    throw new ApiHttpError(
      refusal.status,
      refusal.status === 409 ? 'conflict' : 'forbidden',
      refusal.message,
    );
  }
};

/**
 * User Management: the organisation's members live at the auth service (PropelAuth), reached
 * through `deps.members` (the official client). Every change is checked against the
 * organisation's current membership (the membership rule of @ap/domain), made at the auth
 * service and audited (`user.invite`, `user.invite_revoke`, `user.role_change`, `user.remove`).
 * Changes of one organisation run one at a time across processes (an advisory lock), so two
 * Owners demoting each other at once cannot leave it without an Owner.
 */
export const membersRoutes = (deps: AppDeps) => {
  const roster = async (orgId: string): Promise<OrgMembers> => {
    const [members, pending_invites] = await Promise.all([
      deps.members.listMembers(orgId),
      deps.members.listPendingInvites(orgId),
    ]);
    return { members, pending_invites };
  };
  /** Runs a change of the caller's org under its lock, then answers the fresh roster. */
  const change = async (
    caller: Caller,
    work: (current: OrgMembers, db: Database) => Promise<void>,
  ): Promise<OrgMembers> => {
    await withAdvisoryLock(deps.db, `org-members:${caller.orgId}`, async (db) =>
      work(await roster(caller.orgId), db),
    );
    return roster(caller.orgId);
  };
  const memberOf = (current: OrgMembers, userId: string) => {
    const member = current.members.find((m) => m.user_id === userId);
    if (!member) throw notFound('Member');
    return member;
  };

  return createRouter()
    .openapi(list, async (c) => c.json(await roster(c.var.caller.orgId), 200))
    .openapi(invite, async (c) => {
      const { caller } = c.var;
      const { email, role } = c.req.valid('json');
      const after = await change(caller, async (current, db) => {
        check(caller, { kind: 'invite', role }, current);
        if (current.members.some((m) => m.email.toLowerCase() === email)) {
          throw conflict(`${email} is already a member of ${caller.orgName}.`);
        }
        await deps.members.invite(caller.orgId, email, role);
        await audit(db, caller, {
          action: 'user.invite',
          entityType: 'user',
          entityId: email,
          after: { email, role },
        });
      });
      return c.json(after, 200);
    })
    .openapi(revoke, async (c) => {
      const { caller } = c.var;
      const { email } = c.req.valid('json');
      const after = await change(caller, async (current, db) => {
        const open = current.pending_invites.find((i) => i.email.toLowerCase() === email);
        if (!open) throw notFound('Invitation');
        // Withdrawing an Owner's invitation is as much an Owner's call as making it.
        check(caller, { kind: 'invite', role: open.role }, current);
        await deps.members.revokeInvite(caller.orgId, email);
        await audit(db, caller, {
          action: 'user.invite_revoke',
          entityType: 'user',
          entityId: email,
          before: { email, role: open.role },
        });
      });
      return c.json(after, 200);
    })
    .openapi(changeRole, async (c) => {
      const { caller } = c.var;
      const { id } = c.req.valid('param');
      const { role } = c.req.valid('json');
      const after = await change(caller, async (current, db) => {
        const target = memberOf(current, id);
        if (target.role === role) return;
        check(
          caller,
          { kind: 'change_role', target: { userId: id, role: target.role }, role },
          current,
        );
        await deps.members.changeRole(caller.orgId, id, role);
        await audit(db, caller, {
          action: 'user.role_change',
          entityType: 'user',
          entityId: id,
          before: { email: target.email, role: target.role },
          after: { email: target.email, role },
        });
      });
      return c.json(after, 200);
    })
    .openapi(remove, async (c) => {
      const { caller } = c.var;
      const { id } = c.req.valid('param');
      const after = await change(caller, async (current, db) => {
        const target = memberOf(current, id);
        check(caller, { kind: 'remove', target: { userId: id, role: target.role } }, current);
        await deps.members.remove(caller.orgId, id);
        await audit(db, caller, {
          action: 'user.remove',
          entityType: 'user',
          entityId: id,
          before: { email: target.email, name: target.name, role: target.role },
        });
      });
      return c.json(after, 200);
    });
};
