import { describe, expect, it } from 'vitest';
import { hasOrgRoleAtLeast, inheritedOrgRoles, ORG_ROLES } from './org-roles';

const member = (role: string, inherited: string[] = [role]) => ({
  userAssignedRole: role,
  userInheritedRolesPlusCurrentRole: inherited,
  userPermissions: [],
});

describe('hasOrgRoleAtLeast', () => {
  it('follows the Owner > Admin > Member hierarchy', () => {
    for (const held of ORG_ROLES) {
      const org = member(held, inheritedOrgRoles(held));
      expect(ORG_ROLES.filter((needed) => hasOrgRoleAtLeast(org, needed))).toEqual(
        inheritedOrgRoles(held),
      );
    }
  });

  it('ranks the assigned role even when the inherited list is short', () => {
    expect(hasOrgRoleAtLeast(member('Owner'), 'Admin')).toBe(true);
    expect(hasOrgRoleAtLeast(member('Member'), 'Admin')).toBe(false);
  });

  it('gives an unknown role or org nothing', () => {
    expect(hasOrgRoleAtLeast(member('Guest'), 'Member')).toBe(false);
    expect(hasOrgRoleAtLeast(null, 'Member')).toBe(false);
  });
});

describe('inheritedOrgRoles', () => {
  it('lists the role and every role below it', () => {
    expect(inheritedOrgRoles('Admin')).toEqual(['Admin', 'Member']);
    expect(inheritedOrgRoles('Member')).toEqual(['Member']);
  });
});
