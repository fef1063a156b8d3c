import { ROLES, type Role } from './model';

const ADMIN_PERMISSIONS = [
  'propelauth::can_invite',
  'propelauth::can_change_roles',
  'propelauth::can_remove_users',
  'propelauth::can_setup_saml',
  'propelauth::can_manage_api_keys',
  'propelauth::can_edit_org_access',
  'propelauth::can_update_org_metadata',
];

/** The role itself and every role below it, as PropelAuth lists them. */
export const inheritedRolesPlusCurrent = (role: Role): Role[] => ROLES.slice(ROLES.indexOf(role));

export const permissionsOf = (role: Role): string[] =>
  role === 'Member'
    ? ['propelauth::can_view_other_members']
    : [...ADMIN_PERMISSIONS, 'propelauth::can_view_other_members'];

export const canManageOrg = (role: Role): boolean => role !== 'Member';

export const isRole = (value: string): value is Role =>
  (ROLES as readonly string[]).includes(value);
