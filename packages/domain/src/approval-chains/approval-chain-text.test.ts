import { describe, expect, it } from 'vitest';
import { describeAmountRange, describeChainStep, describeConditions } from './approval-chain-text';
import { NO_CONDITIONS, RECOMMENDED_APPROVAL_CHAINS } from './approval-chains';

describe('describing rules', () => {
  it('says each kind of step', () => {
    expect(describeChainStep({ type: 'role', role: 'Requisitioner' })).toBe('Requisitioner');
    expect(describeChainStep({ type: 'role', role: 'Admin' })).toBe('Any Admin or Owner');
    expect(describeChainStep({ type: 'role', role: 'Owner' })).toBe('Any Owner');
    expect(describeChainStep({ type: 'person', email: 'kim@acme.test', title: 'Controller' })).toBe(
      'Controller: kim@acme.test',
    );
    expect(describeChainStep({ type: 'any_of', emails: ['a@x.test', 'b@x.test'] })).toBe(
      'Approver: any one of a@x.test, b@x.test',
    );
  });

  it('says amount ranges in their currency, or in any', () => {
    expect(describeAmountRange({ currency: 'USD', over: '5000.00', up_to: null })).toBe(
      'Over $5,000.00',
    );
    expect(describeAmountRange({ currency: 'EUR', over: '10', up_to: '20.5' })).toBe(
      'Over €10.00 up to €20.50',
    );
    expect(describeAmountRange({ currency: null, over: null, up_to: '1000' })).toBe(
      'Up to 1,000.00 in any currency',
    );
    expect(describeAmountRange({ currency: 'GBP', over: null, up_to: null })).toBe(
      'Any amount in GBP',
    );
  });

  it('lists the conditions given, vendors by name', () => {
    expect(describeConditions(RECOMMENDED_APPROVAL_CHAINS.rules[0]!.conditions, String)).toEqual([
      'Over 10,000.00 in any currency',
    ]);
    const names: Record<string, string> = { ven_x: 'Globex' };
    expect(
      describeConditions(
        {
          ...NO_CONDITIONS,
          vendor_ids: ['ven_x', 'gone'],
          gl_accounts: ['6000'],
          gl_classes: ['Ops'],
        },
        (id) => names[id] ?? 'Unknown Vendor',
      ),
    ).toEqual(['Vendor: Globex or Unknown Vendor', 'GL account: 6000', 'Class: Ops']);
  });
});
