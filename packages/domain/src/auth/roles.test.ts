import { describe, expect, it } from 'vitest';
import { hasAllPermissions, hasPermission, isAtLeastRole, isRole } from './roles';

const single = {
  userAssignedRole: 'Admin',
  userInheritedRolesPlusCurrentRole: ['Admin', 'Member'],
  userPermissions: ['invoices:read', 'invoices:pay'],
  orgRoleStructure: 'single_role_in_hierarchy' as const,
};
const legacy = { ...single, orgRoleStructure: undefined };
const multi = {
  userAssignedRole: 'Approver',
  userInheritedRolesPlusCurrentRole: ['Approver', 'Member'],
  userPermissions: ['invoices:read'],
  orgRoleStructure: 'multi_role' as const,
  userAssignedAdditionalRoles: ['Clerk'],
};

describe('isRole', () => {
  it('single-role: only the assigned role', () => {
    expect(isRole(single, 'Admin')).toBe(true);
    expect(isRole(single, 'Member')).toBe(false);
    expect(isRole(single, 'admin')).toBe(false);
  });

  it('defaults to single_role_in_hierarchy', () => {
    expect(isRole(legacy, 'Admin')).toBe(true);
    expect(isAtLeastRole(legacy, 'Member')).toBe(true);
  });

  it('multi-role: the assigned role or an additional role', () => {
    expect(isRole(multi, 'Approver')).toBe(true);
    expect(isRole(multi, 'Clerk')).toBe(true);
    expect(isRole(multi, 'Member')).toBe(false);
    expect(isRole({ ...multi, userAssignedAdditionalRoles: null }, 'Clerk')).toBe(false);
  });

  it.each([null, undefined])('is false for an unknown org (%j)', (org) => {
    expect(isRole(org, 'Admin')).toBe(false);
  });
});

describe('isAtLeastRole', () => {
  it('single-role: any role in the inherited list', () => {
    expect(isAtLeastRole(single, 'Admin')).toBe(true);
    expect(isAtLeastRole(single, 'Member')).toBe(true);
    expect(isAtLeastRole(single, 'Owner')).toBe(false);
  });

  it('multi-role: behaves as the exact check', () => {
    expect(isAtLeastRole(multi, 'Clerk')).toBe(true);
    expect(isAtLeastRole(multi, 'Member')).toBe(false);
  });

  it('is false for an unknown org', () => {
    expect(isAtLeastRole(undefined, 'Member')).toBe(false);
  });
});

describe('permissions', () => {
  it('checks one permission', () => {
    expect(hasPermission(single, 'invoices:pay')).toBe(true);
    expect(hasPermission(multi, 'invoices:pay')).toBe(false);
    expect(hasPermission(null, 'invoices:read')).toBe(false);
  });

  it('checks all permissions', () => {
    expect(hasAllPermissions(single, ['invoices:read', 'invoices:pay'])).toBe(true);
    expect(hasAllPermissions(multi, ['invoices:read', 'invoices:pay'])).toBe(false);
    expect(hasAllPermissions(single, [])).toBe(true);
    expect(hasAllPermissions(undefined, [])).toBe(false);
  });
});
