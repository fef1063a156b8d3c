import type { AccessTokenClaims, OrgMemberInfo } from '@ap/domain/contract';
import { badRequest, forbidden } from '../http/api-error';

/**
 * The organisation a call acts for: the token's active org when it has one; otherwise the
 * org named by X-Org-Id (the caller must be a member), else the caller's only org.
 */
export const resolveOrg = (
  claims: AccessTokenClaims,
  requestedOrgId: string | undefined,
): OrgMemberInfo => {
  if (claims.org_member_info) {
    const active = claims.org_member_info;
    if (requestedOrgId && requestedOrgId !== active.org_id) {
      throw forbidden('X-Org-Id does not match the organisation of the access token');
    }
    return active;
  }
  const memberships = Object.values(claims.org_id_to_org_member_info ?? {});
  if (requestedOrgId) {
    const chosen = memberships.find((m) => m.org_id === requestedOrgId);
    if (!chosen) throw forbidden('You are not a member of the organisation named by X-Org-Id');
    return chosen;
  }
  const [only, ...others] = memberships;
  if (!only) throw forbidden('You are not a member of any organisation');
  if (others.length > 0) {
    throw badRequest(
      'You belong to several organisations: request a token for one (active_org_id) or send X-Org-Id',
    );
  }
  return only;
};
