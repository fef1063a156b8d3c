import { ORG_ROLES, type OrgRole } from '../auth/org-roles';

/** A member as the rules need them: who, and their role in the organisation. */
export interface MemberRoleRef {
  userId: string;
  role: OrgRole;
}

/** What someone wants to do to the organisation's membership. */
export type MemberChange =
  | { kind: 'invite'; role: OrgRole }
  | { kind: 'change_role'; target: MemberRoleRef; role: OrgRole }
  | { kind: 'remove'; target: MemberRoleRef };

/** Why a change is refused: 403 (the actor's role may not), 409 (the organisation's state). */
export interface MemberChangeRefusal {
  status: 403 | 409;
  message: string;
}

export const MEMBER_RULE_MESSAGES = {
  needsAdmin: 'Only an Admin or Owner can invite, change or remove members.',
  ownerInvite: 'Only an Owner can invite an Owner.',
  ownerGrant: 'Only an Owner can make someone an Owner.',
  ownerTarget: 'Only an Owner can change or remove an Owner.',
  lastOwner: 'The last Owner cannot be removed or demoted. Make another member an Owner first.',
  self: 'You cannot change your own role or remove yourself. Ask another Admin or Owner.',
} as const;

const rank = (role: OrgRole) => ORG_ROLES.indexOf(role);
/** Whether `role` is at or above `minimum` in Owner > Admin > Member. */
const atLeast = (role: OrgRole, minimum: OrgRole) => rank(role) <= rank(minimum);

/**
 * The membership rule (server and screen read it alike), as PropelAuth's hosted organisation
 * page does it: an Admin or Owner manages members; nobody grants a role above their own or
 * touches a member ranked above them, so only an Owner makes, changes or removes an Owner;
 * the organisation always keeps an Owner; nobody changes their own role or removes themselves
 * (no accidental lock-out). `members` is the organisation's current membership.
 */
export function memberChangeRefusal(
  actor: MemberRoleRef,
  change: MemberChange,
  members: readonly MemberRoleRef[],
): MemberChangeRefusal | null {
  const forbidden = (message: string): MemberChangeRefusal => ({ status: 403, message });
  if (!atLeast(actor.role, 'Admin')) return forbidden(MEMBER_RULE_MESSAGES.needsAdmin);
  if (change.kind === 'invite') {
    return atLeast(actor.role, change.role) ? null : forbidden(MEMBER_RULE_MESSAGES.ownerInvite);
  }
  const { target } = change;
  const owners = members.filter((member) => member.role === 'Owner').length;
  const leavesNoOwner =
    target.role === 'Owner' && (change.kind === 'remove' || change.role !== 'Owner') && owners <= 1;
  const lastOwner: MemberChangeRefusal = { status: 409, message: MEMBER_RULE_MESSAGES.lastOwner };
  if (target.userId === actor.userId) {
    return leavesNoOwner ? lastOwner : forbidden(MEMBER_RULE_MESSAGES.self);
  }
  if (!atLeast(actor.role, target.role)) return forbidden(MEMBER_RULE_MESSAGES.ownerTarget);
  if (change.kind === 'change_role' && !atLeast(actor.role, change.role)) {
    return forbidden(MEMBER_RULE_MESSAGES.ownerGrant);
  }
  return leavesNoOwner ? lastOwner : null;
}

/** The roles `actor` may grant (invite with, or change a member to): theirs and below. */
export function grantableRoles(actorRole: OrgRole): OrgRole[] {
  return atLeast(actorRole, 'Admin') ? ORG_ROLES.filter((role) => atLeast(actorRole, role)) : [];
}

/** 'Dana Lopez', or null when the auth service knows no name. */
export function memberDisplayName(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
): string | null {
  const name = [firstName, lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return name === '' ? null : name;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A plausible sign-in e-mail (one @, a dot after it, no spaces, at most 254 characters). */
export function isMemberEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= 254 && EMAIL.test(email);
}
