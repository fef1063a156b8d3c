import { z } from 'zod';

/** The user as the auth service sends it (snake_case; the web client renames to camelCase). */
export const UserSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  username: z.string().nullish(),
  created_at: z.number().int().optional(),
  picture_url: z.string().nullish(),
  has_password: z.boolean().optional(),
  has_mfa_enabled: z.boolean().optional(),
  can_create_orgs: z.boolean().optional(),
  legacy_user_id: z.string().nullish(),
  impersonator_user_id: z.string().nullish(),
  properties: z.record(z.string(), z.unknown()).optional(),
});

export const OrgRoleStructureSchema = z.enum(['single_role_in_hierarchy', 'multi_role']);

/** One organisation membership of the user, as the auth service sends it. */
export const OrgMemberInfoSchema = z.object({
  org_id: z.string(),
  org_name: z.string(),
  org_metadata: z.record(z.string(), z.unknown()).optional(),
  url_safe_org_name: z.string(),
  user_role: z.string(),
  inherited_user_roles_plus_current_role: z.array(z.string()),
  user_permissions: z.array(z.string()),
  org_role_structure: OrgRoleStructureSchema.optional(),
  additional_roles: z.array(z.string()).optional(),
  legacy_org_id: z.string().nullish(),
});

export type User = z.infer<typeof UserSchema>;
export type OrgMemberInfo = z.infer<typeof OrgMemberInfoSchema>;
export type OrgRoleStructure = z.infer<typeof OrgRoleStructureSchema>;
