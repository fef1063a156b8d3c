import type { Membership, Org, User } from './model';
import { inheritedRolesPlusCurrent, permissionsOf } from './roles';

/** One organisation membership in PropelAuth's snake_case wire shape (tokens and refresh answer alike). */
export const orgMemberInfoJson = (membership: Membership & { org: Org }) => ({
  org_id: membership.org.orgId,
  org_name: membership.org.name,
  url_safe_org_name: membership.org.urlSafeName,
  org_metadata: membership.org.metadata,
  user_role: membership.role,
  inherited_user_roles_plus_current_role: inheritedRolesPlusCurrent(membership.role),
  user_permissions: permissionsOf(membership.role),
  org_role_structure: 'single_role_in_hierarchy',
  additional_roles: [] as string[],
});

export type OrgMemberInfoJson = ReturnType<typeof orgMemberInfoJson>;

export const orgIdToOrgMemberInfoJson = (memberships: Array<Membership & { org: Org }>) =>
  Object.fromEntries(memberships.map((m) => [m.org.orgId, orgMemberInfoJson(m)]));

/** The `user` object of GET /api/v1/refresh_token, as @propelauth/javascript parses it. */
export const userJson = (user: User) => ({
  user_id: user.userId,
  email: user.email,
  email_confirmed: true,
  first_name: user.firstName,
  last_name: user.lastName,
  picture_url: null,
  properties: user.properties,
  has_password: true,
  locked: false,
  enabled: true,
  mfa_enabled: false,
  can_create_orgs: true,
  created_at: user.createdAt,
  last_active_at: user.lastActiveAt,
});
