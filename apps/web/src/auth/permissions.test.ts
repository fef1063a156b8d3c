import { inheritedOrgRoles, type OrgMembershipRoles, type OrgRole } from '@ap/domain';
import { describe, expect, it } from 'vitest';
import { operationDenial, rolesHolding } from './permissions';

const membership = (role: OrgRole): OrgMembershipRoles => ({
  userAssignedRole: role,
  userInheritedRolesPlusCurrentRole: inheritedOrgRoles(role),
  userPermissions: [],
  orgRoleStructure: 'single_role_in_hierarchy',
  userAssignedAdditionalRoles: [],
});

describe('operationDenial (the API role matrix, read for the active membership)', () => {
  it('lets a Member do what Members may: read, edit invoices, pay (asks), message, cancel', () => {
    for (const operation of [
      'saveInvoice',
      'payInvoice',
      'postThreadInput',
      'cancelTask',
      'updateTaskParameters',
      'listInvoices',
    ] as const)
      expect(operationDenial(membership('Member'), operation, 'do it')).toBeNull();
  });

  it('refuses a Member what needs an Admin, naming who can', () => {
    expect(operationDenial(membership('Member'), 'approveTask', 'approve tasks')).toBe(
      'Only an Admin or Owner can approve tasks.',
    );
    expect(operationDenial(membership('Member'), 'adminDeleteInvoice', 'delete invoices')).toBe(
      'Only an Admin or Owner can delete invoices.',
    );
  });

  it('lets an Admin and an Owner do everything the matrix reserves for Admins', () => {
    for (const role of ['Admin', 'Owner'] as const)
      expect(
        operationDenial(
          membership(role),
          ['approveTask', 'adminDeleteVendor', 'setProtectedActions', 'unlinkGmailAccount'],
          'manage',
        ),
      ).toBeNull();
  });

  it('refuses a control when any one of its operations is refused', () => {
    expect(
      operationDenial(membership('Member'), ['getGmailAccount', 'authorizeGmail'], 'connect'),
    ).toBe('Only an Admin or Owner can connect.');
  });

  it('refuses gated operations without a membership, never public ones', () => {
    expect(operationDenial(null, 'listInvoices', 'see invoices')).toBe(
      'Only a Member, Admin or Owner can see invoices.',
    );
    expect(operationDenial(null, 'getPublicConfig', 'start')).toBeNull();
  });

  it('reads multi-role memberships with the exact check of SPEC §6', () => {
    const multi: OrgMembershipRoles = {
      ...membership('Member'),
      orgRoleStructure: 'multi_role',
      userAssignedAdditionalRoles: ['Admin'],
    };
    expect(operationDenial(multi, 'approveTask', 'approve tasks')).toBeNull();
  });
});

describe('rolesHolding', () => {
  it('lists the roles at or above the minimum, with the right article', () => {
    expect(rolesHolding('Owner')).toBe('an Owner');
    expect(rolesHolding('Admin')).toBe('an Admin or Owner');
    expect(rolesHolding('Member')).toBe('a Member, Admin or Owner');
  });
});
