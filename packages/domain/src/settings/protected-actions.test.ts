import { describe, expect, it } from 'vitest';
import {
  actionNeedsApproval,
  DEFAULT_PROTECTED_ACTIONS_CONFIG,
  PROTECTED_ACTION_IDS,
  protectedActionsDifferFromRecommended,
  protectedActionsHaveChanges,
  resetProtectedActionsToRecommended,
  setActionRequiresApproval,
  splitAlwaysProtectedActions,
} from './protected-actions';

const config = DEFAULT_PROTECTED_ACTIONS_CONFIG;

describe('DEFAULT_PROTECTED_ACTIONS_CONFIG', () => {
  it('matches SPEC §3 group by group', () => {
    const summary = config.map((group) => [
      group.name,
      group.items.map((item) => [
        item.name,
        item.alwaysProtected ? 'always' : item.requiresApproval ? 'protected' : 'unprotected',
      ]),
    ]);
    expect(summary).toEqual([
      [
        'Invoice Processing',
        [
          ['Extracting a Field from an Invoice', 'unprotected'],
          ['Assigning Accounting Fields', 'unprotected'],
        ],
      ],
      [
        'Communication',
        [
          ['Email Internal Teammate', 'protected'],
          ['Email External Party', 'protected'],
          ['Email an Executive', 'always'],
        ],
      ],
      [
        'Making Payments',
        [
          ['Executing a Payment', 'protected'],
          ['High Value Payments (over $10k)', 'always'],
        ],
      ],
      [
        'Vendor Management',
        [
          ['Create New Vendor Entity', 'unprotected'],
          ['Modify Vendor Details', 'unprotected'],
          ['Update Payment Information', 'always'],
        ],
      ],
      [
        'Accounting and Recordkeeping',
        [
          ['Marking POs Closed', 'unprotected'],
          ['Exporting to ERP', 'unprotected'],
        ],
      ],
    ]);
  });

  it('gives every action the SPEC fields and a known id', () => {
    const items = config.flatMap((group) => group.items);
    const knownIds = Object.values(PROTECTED_ACTION_IDS);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(
        ['alwaysProtected', 'description', 'id', 'name', 'recommended', 'requiresApproval'].sort(),
      );
      expect(item.recommended).toBe(item.requiresApproval);
      expect(knownIds).toContain(item.id);
    }
    expect(items).toHaveLength(knownIds.length);
    expect(protectedActionsDifferFromRecommended(config)).toBe(false);
  });
});

describe('protected action toggles', () => {
  it('protects and unprotects switchable actions', () => {
    const on = setActionRequiresApproval(config, PROTECTED_ACTION_IDS.exportToErp, true);
    expect(actionNeedsApproval(on, 'export_to_erp')).toBe(true);
    expect(protectedActionsDifferFromRecommended(on)).toBe(true);
    expect(protectedActionsHaveChanges(config, on)).toBe(true);
    const off = setActionRequiresApproval(config, 'execute_payment', false);
    expect(actionNeedsApproval(off, 'execute_payment')).toBe(false);
  });

  it.each(['email_executive', 'high_value_payment', 'update_payment_information'])(
    'refuses to unprotect always-protected %s',
    (id) => {
      expect(setActionRequiresApproval(config, id, false)).toBe(config);
      expect(actionNeedsApproval(config, id)).toBe(true);
    },
  );

  it('resets to recommended', () => {
    const edited = setActionRequiresApproval(config, 'email_external_party', false);
    expect(resetProtectedActionsToRecommended(edited)).toEqual(config);
  });

  it('lists the three always-protected actions apart', () => {
    const { locked, groups } = splitAlwaysProtectedActions(config);
    expect(locked.map((item) => item.id)).toEqual([
      'email_executive',
      'high_value_payment',
      'update_payment_information',
    ]);
    expect(groups).toHaveLength(5);
  });
});

describe('actionNeedsApproval', () => {
  it('reads the default configuration', () => {
    expect(actionNeedsApproval(config, 'email_internal_teammate')).toBe(true);
    expect(actionNeedsApproval(config, 'create_vendor')).toBe(false);
  });

  it('treats an unknown action as protected', () => {
    expect(actionNeedsApproval(config, 'launch_rocket')).toBe(true);
    expect(actionNeedsApproval([], 'execute_payment')).toBe(true);
  });

  it('keeps a locked action protected even if a stored copy says otherwise', () => {
    const tampered = config.map((group) => ({
      ...group,
      items: group.items.map((item) => ({ ...item, requiresApproval: false })),
    }));
    expect(actionNeedsApproval(tampered, 'high_value_payment')).toBe(true);
    expect(actionNeedsApproval(tampered, 'execute_payment')).toBe(false);
  });
});
