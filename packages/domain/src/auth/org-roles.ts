import { isAtLeastRole, type OrgMembershipRoles } from './roles';

/**
 * The organisation roles of the auth service, highest first (single_role_in_hierarchy): each
 * role holds every permission of the roles after it.
 */
export const ORG_ROLES = ['Owner', 'Admin', 'Member'] as const;

export type OrgRole = (typeof ORG_ROLES)[number];

const rankOf = (role: string): number => {
  const index = ORG_ROLES.indexOf(role as OrgRole);
  return index === -1 ? Number.POSITIVE_INFINITY : index;
};

/**
 * Whether a membership may do what needs `minimum`: the at-least check of SPEC §6 (the role
 * is in the inherited-roles-plus-current list), or an assigned role ranked at or above it in
 * ORG_ROLES (a token whose inherited list is short). An unknown role or org gets nothing.
 */
export function hasOrgRoleAtLeast(
  org: OrgMembershipRoles | null | undefined,
  minimum: OrgRole,
): boolean {
  if (!org) return false;
  if (isAtLeastRole(org, minimum)) return true;
  const held = [org.userAssignedRole, ...(org.userAssignedAdditionalRoles ?? [])];
  return held.some((role) => rankOf(role) <= rankOf(minimum));
}

/** The inherited-roles-plus-current list the auth service sends for a role of the hierarchy. */
export function inheritedOrgRoles(role: OrgRole): OrgRole[] {
  return ORG_ROLES.slice(ORG_ROLES.indexOf(role));
}
