import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MANDATORY_CHECKS_CONFIG,
  isCheckEnforced,
  mandatoryChecksDifferFromRecommended,
  mandatoryChecksHaveChanges,
  resetMandatoryChecksToRecommended,
  setMandatoryCheckRequired,
  splitAlwaysRequiredChecks,
} from './mandatory-checks';

const config = DEFAULT_MANDATORY_CHECKS_CONFIG;
const summary = (groups: typeof config) =>
  groups.map((group) => ({
    name: group.name,
    enforced: group.items.filter((i) => i.required && !i.alwaysRequired).map((i) => i.name),
    notEnforced: group.items.filter((i) => !i.required).map((i) => i.name),
    always: group.items.filter((i) => i.alwaysRequired).map((i) => i.name),
  }));

describe('DEFAULT_MANDATORY_CHECKS_CONFIG', () => {
  it('matches SPEC §3 group by group', () => {
    expect(summary(config)).toEqual([
      {
        name: 'Invoice Contents',
        enforced: ['Unique Invoice Number', 'Addressed to Us', 'Line-Itemized'],
        notEnforced: [
          'Invoice Dated',
          'Due Date / Terms Present',
          'Valid Purchase Order Number',
          'Bill-to Contact Present',
        ],
        always: ['Vendor Name', 'Total Amount', 'Invoice Math Correct', 'Valid Invoice Format'],
      },
      {
        name: 'Vendor Information',
        enforced: ['Legal Name Known', 'Legal Address on File', 'Tax ID Known'],
        notEnforced: [
          'Email on File',
          'Phone on File',
          'Entity Type Known',
          'Tax ID Type Known',
          'Current W-9 on File',
          'Approved by Procurement',
        ],
        always: ['Remittance Info'],
      },
      {
        name: 'Approval & Processing',
        enforced: ['Requisitioner Known', 'Approval Chain Satisfied'],
        notEnforced: ['Requisitioner Approval', 'Duplicate Prevention', 'Fraud Detection'],
        always: [],
      },
      {
        name: 'Accounting',
        enforced: [],
        notEnforced: [
          'Budget Code',
          'Department',
          'Cost Center',
          'GL Account Assigned',
          'GL Class Assigned',
        ],
        always: [],
      },
    ]);
  });

  it('gives every check the SPEC fields, recommended = default, unique ids', () => {
    const items = config.flatMap((group) => group.items);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(
        ['alwaysRequired', 'description', 'id', 'name', 'recommended', 'required'].sort(),
      );
      expect(item.recommended).toBe(item.required);
      expect(item.description.length).toBeGreaterThan(0);
      if (item.alwaysRequired) expect(item.required).toBe(true);
    }
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  });

  it('does not differ from recommended', () => {
    expect(mandatoryChecksDifferFromRecommended(config)).toBe(false);
  });
});

describe('setMandatoryCheckRequired', () => {
  it('switches an optional check on and off without touching the original', () => {
    const on = setMandatoryCheckRequired(config, 'invoice_dated', true);
    expect(isCheckEnforced(on, 'invoice_dated')).toBe(true);
    expect(isCheckEnforced(config, 'invoice_dated')).toBe(false);
    expect(mandatoryChecksDifferFromRecommended(on)).toBe(true);
    const off = setMandatoryCheckRequired(on, 'invoice_dated', false);
    expect(mandatoryChecksDifferFromRecommended(off)).toBe(false);
  });

  it('switches an enforced check off', () => {
    const off = setMandatoryCheckRequired(config, 'unique_invoice_number', false);
    expect(isCheckEnforced(off, 'unique_invoice_number')).toBe(false);
  });

  it('refuses to switch off an always-required check', () => {
    expect(setMandatoryCheckRequired(config, 'vendor_name', false)).toBe(config);
    expect(setMandatoryCheckRequired(config, 'remittance_info', false)).toBe(config);
    expect(isCheckEnforced(config, 'vendor_name')).toBe(true);
  });

  it('returns the same config for an unknown id or an unchanged value', () => {
    expect(setMandatoryCheckRequired(config, 'nope', true)).toBe(config);
    expect(setMandatoryCheckRequired(config, 'tax_id_known', true)).toBe(config);
  });
});

describe('resetMandatoryChecksToRecommended', () => {
  it('restores every recommended value', () => {
    let edited = setMandatoryCheckRequired(config, 'fraud_detection', true);
    edited = setMandatoryCheckRequired(edited, 'tax_id_known', false);
    const reset = resetMandatoryChecksToRecommended(edited);
    expect(reset).toEqual(config);
    expect(mandatoryChecksDifferFromRecommended(reset)).toBe(false);
  });
});

describe('mandatoryChecksHaveChanges', () => {
  it('compares values by id', () => {
    expect(mandatoryChecksHaveChanges(config, config)).toBe(false);
    const edited = setMandatoryCheckRequired(config, 'department', true);
    expect(mandatoryChecksHaveChanges(config, edited)).toBe(true);
    expect(
      mandatoryChecksHaveChanges(config, setMandatoryCheckRequired(edited, 'department', false)),
    ).toBe(false);
  });

  it('notices a missing check', () => {
    expect(mandatoryChecksHaveChanges(config, config.slice(1))).toBe(true);
  });
});

describe('splitAlwaysRequiredChecks', () => {
  it('lists the five always-required checks apart from the switchable groups', () => {
    const { locked, groups } = splitAlwaysRequiredChecks(config);
    expect(locked.map((item) => item.name)).toEqual([
      'Vendor Name',
      'Total Amount',
      'Invoice Math Correct',
      'Valid Invoice Format',
      'Remittance Info',
    ]);
    expect(groups.map((group) => group.name)).toEqual([
      'Invoice Contents',
      'Vendor Information',
      'Approval & Processing',
      'Accounting',
    ]);
    expect(groups.flatMap((group) => group.items).some((item) => item.alwaysRequired)).toBe(false);
  });
});
