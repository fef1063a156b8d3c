import { z } from 'zod';
import type { OrgRole } from '../auth/org-roles';
import { TimestampSchema } from './common';

/**
 * An organisation role of the auth service's hierarchy (Owner > Admin > Member), listed least
 * privilege first: the first value is the one a form or a generated example offers by default.
 */
export const OrgRoleSchema = z.enum(['Member', 'Admin', 'Owner'] as const satisfies OrgRole[]);

/** A sign-in e-mail address: one @, a dot in the domain, no spaces, at most 254 characters. */
export const MemberEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter a valid e-mail address.').max(254, 'At most 254 characters.'));

/**
 * One member of the caller's organisation, as the auth service lists them. Kept small on
 * purpose: it is also the people list other screens pick approvers from.
 */
export const OrgMemberSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  /** First and last name, or null when the auth service knows none. */
  name: z.string().nullable(),
  role: OrgRoleSchema,
});

/** An invitation not accepted yet: the person joins with `role` when they sign up or in. */
export const PendingInviteSchema = z.object({
  email: z.string(),
  role: OrgRoleSchema,
  invited_at: TimestampSchema,
  expires_at: TimestampSchema,
  /** Null when the invitation was made without a person (the auth service's API key). */
  invited_by_email: z.string().nullable(),
});

/** GET /api/organization/members (and the answer of every membership change). */
export const OrgMembersSchema = z.object({
  members: z.array(OrgMemberSchema),
  pending_invites: z.array(PendingInviteSchema),
});

/** POST /api/organization/members/invites. */
export const InviteMemberSchema = z.object({ email: MemberEmailSchema, role: OrgRoleSchema });

/** POST /api/organization/members/invites/revoke. */
export const RevokeInviteSchema = z.object({ email: MemberEmailSchema });

/** PUT /api/organization/members/{id}/role. */
export const ChangeMemberRoleSchema = z.object({ role: OrgRoleSchema });

export type OrgMember = z.infer<typeof OrgMemberSchema>;
export type PendingInvite = z.infer<typeof PendingInviteSchema>;
export type OrgMembers = z.infer<typeof OrgMembersSchema>;
export type InviteMemberInput = z.input<typeof InviteMemberSchema>;
export type ChangeMemberRoleInput = z.input<typeof ChangeMemberRoleSchema>;
