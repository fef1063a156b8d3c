import { AccessTokenClaimsSchema } from '@ap/domain/contract';
import { errors, jwtVerify } from 'jose';
import { ApiHttpError, unauthorized } from '../http/api-error';
import type { Caller } from './caller';
import { resolveOrg } from './resolve-org';
import type { VerifierKey } from './verifier-key';

const tokenFrom = (header: string | undefined): string => {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  if (!match?.[1]) throw unauthorized('Missing bearer access token');
  return match[1];
};

const verify = async (token: string, verifier: VerifierKey) => {
  try {
    const { payload } = await jwtVerify(token, verifier.key, {
      algorithms: ['RS256'],
      issuer: verifier.issuer,
      requiredClaims: ['exp'],
    });
    return payload;
  } catch (err) {
    if (err instanceof errors.JWTExpired) throw unauthorized('Access token has expired');
    if (err instanceof errors.JWTClaimValidationFailed) {
      throw unauthorized(`Access token refused: ${err.claim} claim is invalid`);
    }
    throw unauthorized('Access token is invalid');
  }
};

/** Verifies the bearer token like PropelAuth's backend libraries and names the caller's org. */
export const authenticate = async (
  authorization: string | undefined,
  requestedOrgId: string | undefined,
  getVerifierKey: () => Promise<VerifierKey>,
): Promise<Caller> => {
  const token = tokenFrom(authorization);
  const payload = await verify(token, await getVerifierKey());
  const claims = AccessTokenClaimsSchema.safeParse(payload);
  if (!claims.success)
    throw new ApiHttpError(401, 'unauthorized', 'Access token lacks user claims');
  const org = resolveOrg(claims.data, requestedOrgId);
  return {
    userId: claims.data.user_id,
    email: claims.data.email,
    firstName: claims.data.first_name ?? null,
    lastName: claims.data.last_name ?? null,
    orgId: org.org_id,
    orgName: org.org_name,
    membership: {
      userAssignedRole: org.user_role,
      userInheritedRolesPlusCurrentRole: org.inherited_user_roles_plus_current_role,
      userPermissions: org.user_permissions,
      orgRoleStructure: org.org_role_structure ?? null,
      userAssignedAdditionalRoles: org.additional_roles ?? null,
    },
  };
};
