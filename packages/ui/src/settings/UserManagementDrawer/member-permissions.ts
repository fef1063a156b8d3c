import {
  grantableRoles,
  type MemberRoleRef,
  memberChangeRefusal,
  ORG_ROLES,
  type OrgRole,
} from '@ap/domain';
import type { OrgMember, OrgMembers, PendingInvite } from '@ap/domain/contract';

/** What the signed-in user may do to one member, and why not (the server's rule, read early). */
export interface MemberPermissions {
  /** Roles to offer in the member's role picker (their own first kept); empty = no picker. */
  roles: OrgRole[];
  canRemove: boolean;
  /** Why nothing can be done to this member; null when something can. */
  reason: string | null;
}

const refs = (roster: OrgMembers): MemberRoleRef[] =>
  roster.members.map((member) => ({ userId: member.user_id, role: member.role }));

export function memberPermissions(
  viewer: MemberRoleRef,
  member: OrgMember,
  roster: OrgMembers,
): MemberPermissions {
  const target = { userId: member.user_id, role: member.role };
  const team = refs(roster);
  const others = ORG_ROLES.filter(
    (role) =>
      role !== member.role &&
      memberChangeRefusal(viewer, { kind: 'change_role', target, role }, team) === null,
  );
  const removal = memberChangeRefusal(viewer, { kind: 'remove', target }, team);
  const roles =
    others.length > 0 ? ORG_ROLES.filter((r) => r === member.role || others.includes(r)) : [];
  return {
    roles,
    canRemove: removal === null,
    reason: roles.length === 0 && removal ? removal.message : null,
  };
}

/** Whether the signed-in user may withdraw this invitation (an Owner's: only an Owner). */
export function canRevokeInvite(viewer: MemberRoleRef, invite: PendingInvite, roster: OrgMembers) {
  return memberChangeRefusal(viewer, { kind: 'invite', role: invite.role }, refs(roster)) === null;
}

/** The roles the signed-in user may invite with, least privilege first (Member is the default). */
export function invitableRoles(viewerRole: OrgRole): OrgRole[] {
  return grantableRoles(viewerRole).reverse();
}
