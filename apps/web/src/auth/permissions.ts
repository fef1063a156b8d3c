import { hasOrgRoleAtLeast, ORG_ROLES, type OrgMembershipRoles, type OrgRole } from '@ap/domain';
import { OPERATION_MINIMUM_ROLES } from '@ap/domain/contract';

/** An operation of the API's role matrix (SPEC §7 and the server's extensions). */
export type GatedOperation = keyof typeof OPERATION_MINIMUM_ROLES;

const rank = (role: OrgRole) => ORG_ROLES.indexOf(role);

/** 'an Admin or Owner': every role that holds `minimum`, lowest first, with its article. */
export function rolesHolding(minimum: OrgRole): string {
  const roles = ORG_ROLES.slice(0, rank(minimum) + 1).reverse();
  const last = roles.pop() ?? minimum;
  const names = roles.length === 0 ? last : `${roles.join(', ')} or ${last}`;
  return `${/^[AEIOU]/.test(names) ? 'an' : 'a'} ${names}`;
}

/**
 * Why the member may not do `action`, or null when they may: the API's role matrix
 * (OPERATION_MINIMUM_ROLES) read with the §6 at-least check for every operation the control
 * calls. The answer names the least role that would do, e.g. 'Only an Admin or Owner can
 * approve tasks.'. No membership (no organisation) may call no gated operation.
 */
export function operationDenial(
  membership: OrgMembershipRoles | null | undefined,
  operations: GatedOperation | readonly GatedOperation[],
  action: string,
): string | null {
  const list: readonly GatedOperation[] =
    typeof operations === 'string' ? [operations] : operations;
  const missing = list
    .map((operation): OrgRole | null => OPERATION_MINIMUM_ROLES[operation])
    .filter((minimum): minimum is OrgRole => minimum !== null)
    .filter((minimum) => !hasOrgRoleAtLeast(membership, minimum));
  if (missing.length === 0) return null;
  const highest = missing.reduce((a, b) => (rank(a) <= rank(b) ? a : b));
  return `Only ${rolesHolding(highest)} can ${action}.`;
}
