import { exportSPKI, generateKeyPair, SignJWT } from 'jose';

export type OrgRole = 'Owner' | 'Admin' | 'Member';
/** `role` defaults to Admin; the inherited list follows the Owner > Admin > Member hierarchy. */
export type OrgMembership = { orgId: string; orgName?: string; role?: OrgRole };

const HIERARCHY: OrgRole[] = ['Owner', 'Admin', 'Member'];
export type TokenOptions = {
  userId?: string;
  email?: string;
  /** Active-org token (org_member_info), as refresh with active_org_id returns. */
  activeOrg?: OrgMembership;
  /** Org map token (org_id_to_org_member_info). */
  orgs?: OrgMembership[];
  issuer?: string;
  expiresInSeconds?: number;
};

const memberInfo = ({ orgId, orgName, role = 'Admin' }: OrgMembership) => ({
  org_id: orgId,
  org_name: orgName ?? orgId,
  url_safe_org_name: (orgName ?? orgId).toLowerCase().replace(/ /g, '-'),
  user_role: role,
  inherited_user_roles_plus_current_role: HIERARCHY.slice(HIERARCHY.indexOf(role)),
  user_permissions: [],
});

export const AUTH_ISSUER = 'http://localhost:4010';

/** An RS256 key pair standing in for the auth service's signing key, and a token minter. */
export const createTokenIssuer = async () => {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const verifierKeyPem = await exportSPKI(publicKey);
  const mint = async (options: TokenOptions = {}): Promise<string> => {
    const claims: Record<string, unknown> = {
      user_id: options.userId ?? 'user_test',
      email: options.email ?? 'ap@acme.test',
      first_name: 'Avery',
      last_name: 'Payne',
    };
    if (options.activeOrg) claims.org_member_info = memberInfo(options.activeOrg);
    else {
      const orgs = options.orgs ?? [];
      claims.org_id_to_org_member_info = Object.fromEntries(
        orgs.map((o) => [o.orgId, memberInfo(o)]),
      );
    }
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256' })
      .setIssuer(options.issuer ?? AUTH_ISSUER)
      .setIssuedAt(now - 5)
      .setExpirationTime(now + (options.expiresInSeconds ?? 900))
      .sign(privateKey);
  };
  return { verifierKeyPem, mint };
};
