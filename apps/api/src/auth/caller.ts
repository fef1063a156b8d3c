import type { OrgMembershipRoles } from '@ap/domain';

/** Who is calling and for which organisation; every query is scoped by `orgId`. */
export type Caller = {
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  orgId: string;
  orgName: string;
  /** The caller's roles in that org, from the token (checked with hasOrgRoleAtLeast). */
  membership: OrgMembershipRoles;
};
