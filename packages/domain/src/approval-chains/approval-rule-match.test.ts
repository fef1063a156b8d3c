import { describe, expect, it } from 'vitest';
import { type ApprovalChains, type ApprovalRule, NO_CONDITIONS } from './approval-chains';
import { approvalRuleFor, approvalRuleMatches } from './approval-rule-match';

const rule = (conditions: Partial<ApprovalRule['conditions']>, id = 'r'): ApprovalRule => ({
  id,
  name: id,
  conditions: { ...NO_CONDITIONS, ...conditions },
  steps: [{ type: 'role', role: 'Admin' }],
});
const invoice = { amountCents: 500_000, currency: 'USD', vendorId: 'ven_x' };

describe('approvalRuleMatches', () => {
  it('reads "over" as exclusive and "up to" as inclusive', () => {
    const over = rule({ amount: { currency: null, over: '5000.00', up_to: null } });
    const upTo = rule({ amount: { currency: null, over: null, up_to: '5000.00' } });
    expect(approvalRuleMatches(over, invoice)).toBe(false);
    expect(approvalRuleMatches(over, { ...invoice, amountCents: 500_001 })).toBe(true);
    expect(approvalRuleMatches(upTo, invoice)).toBe(true);
    expect(approvalRuleMatches(upTo, { ...invoice, amountCents: 500_001 })).toBe(false);
  });

  it("compares amounts in the invoice's currency: a range in USD does not match a EUR invoice", () => {
    const usd = rule({ amount: { currency: 'USD', over: '100.00', up_to: null } });
    const any = rule({ amount: { currency: null, over: '100.00', up_to: null } });
    expect(approvalRuleMatches(usd, { ...invoice, currency: 'EUR' })).toBe(false);
    expect(approvalRuleMatches(any, { ...invoice, currency: 'EUR' })).toBe(true);
    // An invoice with no currency is in USD (the default currency).
    expect(approvalRuleMatches(usd, { ...invoice, currency: null })).toBe(true);
  });

  it('matches any of the vendors listed', () => {
    const vendors = rule({ vendor_ids: ['ven_y', 'ven_x'] });
    expect(approvalRuleMatches(vendors, invoice)).toBe(true);
    expect(approvalRuleMatches(vendors, { ...invoice, vendorId: 'ven_z' })).toBe(false);
    expect(approvalRuleMatches(vendors, { ...invoice, vendorId: null })).toBe(false);
  });

  it('matches a GL account or class that any line item is coded with, ignoring case and spacing', () => {
    const account = rule({ gl_accounts: ['6000 Office Expenses'] });
    const klass = rule({ gl_classes: ['Marketing'] });
    const coded = { ...invoice, glAccounts: [null, '6000  office expenses'], glClasses: ['Ops'] };
    expect(approvalRuleMatches(account, coded)).toBe(true);
    expect(approvalRuleMatches(account, invoice)).toBe(false);
    expect(approvalRuleMatches(klass, coded)).toBe(false);
    expect(approvalRuleMatches(klass, { ...coded, glClasses: ['Ops', 'marketing'] })).toBe(true);
  });

  it('needs every condition given to hold', () => {
    const both = rule({
      amount: { currency: 'USD', over: '1000', up_to: '9000' },
      vendor_ids: ['ven_x'],
    });
    expect(approvalRuleMatches(both, invoice)).toBe(true);
    expect(approvalRuleMatches(both, { ...invoice, vendorId: 'ven_y' })).toBe(false);
    expect(approvalRuleMatches(both, { ...invoice, amountCents: 900_001 })).toBe(false);
  });
});

describe('approvalRuleFor', () => {
  const chains: ApprovalChains = {
    rules: [
      rule({ vendor_ids: ['ven_x'] }, 'first'),
      rule({ vendor_ids: ['ven_x', 'ven_y'] }, 'second'),
    ],
    default_steps: [{ type: 'role', role: 'Requisitioner' }],
  };

  it('takes the first rule that matches', () => {
    expect(approvalRuleFor(chains, invoice).id).toBe('first');
    expect(approvalRuleFor(chains, { ...invoice, vendorId: 'ven_y' }).id).toBe('second');
  });

  it('falls back to the default steps when no rule matches', () => {
    expect(approvalRuleFor(chains, { ...invoice, vendorId: 'ven_z' })).toEqual({
      id: 'default',
      name: 'Every other invoice',
      steps: [{ type: 'role', role: 'Requisitioner' }],
    });
  });
});
