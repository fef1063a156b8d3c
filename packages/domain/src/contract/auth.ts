import { z } from 'zod';
import { OrgMemberInfoSchema, UserSchema } from './user';

/** GET {auth}/api/v1/refresh_token?active_org_id= : the browser's session refresh. */
export const RefreshTokenQuerySchema = z.object({ active_org_id: z.string().optional() });

export const RefreshTokenResponseSchema = z.object({
  access_token: z.string(),
  expires_at_seconds: z.number().int(),
  org_id_to_org_member_info: z.record(z.string(), OrgMemberInfoSchema),
  user: UserSchema,
  impersonator_user_id: z.string().nullish(),
});

/** POST {auth}/api/v1/logout */
export const LogoutResponseSchema = z.object({ redirect_to: z.string().optional() });

/**
 * Claims of a PropelAuth-style RS256 access token. A token minted for an active org
 * (refresh with active_org_id) carries `org_member_info`; otherwise the whole org map.
 */
export const AccessTokenClaimsSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  username: z.string().nullish(),
  iss: z.string(),
  exp: z.number(),
  org_member_info: OrgMemberInfoSchema.optional(),
  org_id_to_org_member_info: z.record(z.string(), OrgMemberInfoSchema).optional(),
  impersonator_user_id: z.string().nullish(),
});

/** GET {auth backend}/api/v1/token_verification_metadata (Bearer API key). */
export const TokenVerificationMetadataSchema = z.object({
  verifier_key_pem: z.string(),
  issuer: z.string().optional(),
});

export type RefreshTokenResponse = z.infer<typeof RefreshTokenResponseSchema>;
export type LogoutResponse = z.infer<typeof LogoutResponseSchema>;
export type AccessTokenClaims = z.infer<typeof AccessTokenClaimsSchema>;
export type TokenVerificationMetadata = z.infer<typeof TokenVerificationMetadataSchema>;
