/** Org role structure; a membership without one is single_role_in_hierarchy. */
export type OrgRoleStructure = 'single_role_in_hierarchy' | 'multi_role';

/** The fields of an organisation membership the role checks read (client camelCase, SPEC §3). */
export interface OrgMembershipRoles {
  userAssignedRole: string;
  userInheritedRolesPlusCurrentRole: readonly string[];
  userPermissions: readonly string[];
  orgRoleStructure?: OrgRoleStructure | null;
  userAssignedAdditionalRoles?: readonly string[] | null;
}

type Membership = OrgMembershipRoles | null | undefined;

const isMultiRole = (org: OrgMembershipRoles) => org.orgRoleStructure === 'multi_role';

/**
 * Exact role check. Single-role orgs: the assigned role equals `role`. Multi-role orgs: it is
 * the assigned role or one of the additional roles. False for an unknown org (no membership).
 */
export function isRole(org: Membership, role: string): boolean {
  if (!org) return false;
  if (isMultiRole(org)) {
    return org.userAssignedRole === role || (org.userAssignedAdditionalRoles ?? []).includes(role);
  }
  return org.userAssignedRole === role;
}

/**
 * At-least role check. Single-role orgs: `role` is in the inherited-roles-plus-current list.
 * Multi-role orgs: the exact check. False for an unknown org.
 */
export function isAtLeastRole(org: Membership, role: string): boolean {
  if (!org) return false;
  if (isMultiRole(org)) return isRole(org, role);
  return org.userInheritedRolesPlusCurrentRole.includes(role);
}

/** The permission is in the user's permission list. False for an unknown org. */
export function hasPermission(org: Membership, permission: string): boolean {
  return org ? org.userPermissions.includes(permission) : false;
}

/** Every listed permission is held (an empty list is held by any member). */
export function hasAllPermissions(org: Membership, permissions: readonly string[]): boolean {
  return org ? permissions.every((permission) => org.userPermissions.includes(permission)) : false;
}
