import { describe, expect, it } from 'vitest';
import {
  grantableRoles,
  isMemberEmail,
  MEMBER_RULE_MESSAGES as M,
  type MemberRoleRef,
  memberChangeRefusal,
  memberDisplayName,
} from './member-rules';

const owner: MemberRoleRef = { userId: 'u_owner', role: 'Owner' };
const admin: MemberRoleRef = { userId: 'u_admin', role: 'Admin' };
const member: MemberRoleRef = { userId: 'u_member', role: 'Member' };
const team = [owner, admin, member];

describe('memberChangeRefusal', () => {
  it('lets a Member change nothing', () => {
    expect(memberChangeRefusal(member, { kind: 'invite', role: 'Member' }, team)).toEqual({
      status: 403,
      message: M.needsAdmin,
    });
    expect(memberChangeRefusal(member, { kind: 'remove', target: admin }, team)?.status).toBe(403);
  });

  it('lets an Admin invite, re-role and remove Admins and Members, never touch or make an Owner', () => {
    expect(memberChangeRefusal(admin, { kind: 'invite', role: 'Admin' }, team)).toBeNull();
    expect(memberChangeRefusal(admin, { kind: 'invite', role: 'Owner' }, team)?.message).toBe(
      M.ownerInvite,
    );
    expect(
      memberChangeRefusal(admin, { kind: 'change_role', target: member, role: 'Admin' }, team),
    ).toBeNull();
    expect(
      memberChangeRefusal(admin, { kind: 'change_role', target: member, role: 'Owner' }, team),
    ).toEqual({ status: 403, message: M.ownerGrant });
    expect(memberChangeRefusal(admin, { kind: 'remove', target: member }, team)).toBeNull();
    const secondOwner = { userId: 'u_owner2', role: 'Owner' as const };
    expect(
      memberChangeRefusal(admin, { kind: 'remove', target: secondOwner }, [...team, secondOwner]),
    ).toEqual({ status: 403, message: M.ownerTarget });
  });

  it('keeps the last Owner: neither removed nor demoted, even by themselves', () => {
    expect(
      memberChangeRefusal(owner, { kind: 'change_role', target: owner, role: 'Admin' }, team),
    ).toEqual({ status: 409, message: M.lastOwner });
    expect(memberChangeRefusal(owner, { kind: 'remove', target: owner }, team)?.status).toBe(409);
  });

  it('lets an Owner manage another Owner while one stays', () => {
    const secondOwner = { userId: 'u_owner2', role: 'Owner' as const };
    const owners = [...team, secondOwner];
    expect(
      memberChangeRefusal(
        owner,
        { kind: 'change_role', target: secondOwner, role: 'Member' },
        owners,
      ),
    ).toBeNull();
    expect(
      memberChangeRefusal(owner, { kind: 'change_role', target: admin, role: 'Owner' }, owners),
    ).toBeNull();
  });

  it('refuses changing your own role or removing yourself', () => {
    expect(
      memberChangeRefusal(admin, { kind: 'change_role', target: admin, role: 'Member' }, team),
    ).toEqual({ status: 403, message: M.self });
    const owners = [...team, { userId: 'u_owner2', role: 'Owner' as const }];
    expect(memberChangeRefusal(owner, { kind: 'remove', target: owner }, owners)?.message).toBe(
      M.self,
    );
  });
});

describe('grantableRoles', () => {
  it('offers the actor’s own role and those below', () => {
    expect(grantableRoles('Owner')).toEqual(['Owner', 'Admin', 'Member']);
    expect(grantableRoles('Admin')).toEqual(['Admin', 'Member']);
    expect(grantableRoles('Member')).toEqual([]);
  });
});

describe('memberDisplayName', () => {
  it('joins the parts it has, or null', () => {
    expect(memberDisplayName('Dana', ' Lopez ')).toBe('Dana Lopez');
    expect(memberDisplayName('', null)).toBeNull();
  });
});

describe('isMemberEmail', () => {
  it('accepts an address and refuses anything else', () => {
    expect(isMemberEmail(' dana@acme.test ')).toBe(true);
    for (const bad of [
      '',
      'dana',
      'dana@acme',
      'da na@acme.test',
      'a@b@c.test',
      `${'x'.repeat(250)}@a.test`,
    ])
      expect(isMemberEmail(bad), bad).toBe(false);
  });
});
