import { type CryptoKey, SignJWT } from 'jose';
import type { OrgMemberInfoJson } from './member-info';
import type { User } from './model';

export type AccessTokenInput = {
  user: User;
  issuer: string;
  kid: string;
  key: CryptoKey;
  expiresAtSeconds: number;
  orgs: Record<string, OrgMemberInfoJson>;
  /** Set when the token is for one active org (requested with active_org_id). */
  activeOrg?: OrgMemberInfoJson;
  impersonatorUserId?: string;
};

/** An RS256 access token carrying the claims PropelAuth's backend libraries read. */
export const signAccessToken = (input: AccessTokenInput): Promise<string> => {
  const orgClaims = input.activeOrg
    ? { org_member_info: input.activeOrg }
    : { org_id_to_org_member_info: input.orgs };
  const impersonation = input.impersonatorUserId
    ? { impersonator_user_id: input.impersonatorUserId }
    : {};
  return new SignJWT({
    user_id: input.user.userId,
    email: input.user.email,
    first_name: input.user.firstName,
    last_name: input.user.lastName,
    properties: input.user.properties,
    login_method: { login_method: 'password' },
    ...orgClaims,
    ...impersonation,
  })
    .setProtectedHeader({ alg: 'RS256', kid: input.kid, typ: 'JWT' })
    .setSubject(input.user.userId)
    .setIssuer(input.issuer)
    .setIssuedAt()
    .setExpirationTime(input.expiresAtSeconds)
    .sign(input.key);
};
