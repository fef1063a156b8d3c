import { describe, expect, it } from 'vitest';
import { type ApprovalChains, RECOMMENDED_APPROVAL_CHAINS } from './approval-chains';
import {
  approvalChainsDifferFromRecommended,
  changeStepType,
  moveItem,
  newApprovalRule,
  removeItem,
  replaceItem,
} from './approval-chains-edit';
import { normalizeApprovalChains, sameApprovalChains } from './approval-chains-normalize';

describe('list edits', () => {
  it('moves, replaces and removes without changing the input', () => {
    const list = ['a', 'b', 'c'];
    expect(moveItem(list, 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(list, 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(list, 0, 5)).toEqual(['b', 'c', 'a']);
    expect(replaceItem(list, 1, 'x')).toEqual(['a', 'x', 'c']);
    expect(removeItem(list, 0)).toEqual(['b', 'c']);
    expect(list).toEqual(['a', 'b', 'c']);
  });
});

describe('newApprovalRule', () => {
  it('takes a free id and starts with the requisitioner', () => {
    const rule = newApprovalRule({
      ...RECOMMENDED_APPROVAL_CHAINS,
      rules: [
        ...RECOMMENDED_APPROVAL_CHAINS.rules,
        { ...newApprovalRule(RECOMMENDED_APPROVAL_CHAINS) },
      ],
    });
    expect(rule.id).toBe('rule_3');
    expect(rule.steps).toEqual([{ type: 'role', role: 'Requisitioner' }]);
  });
});

describe('changeStepType', () => {
  it('keeps the people and the title where they carry over', () => {
    expect(
      changeStepType({ type: 'person', email: 'kim@acme.test', title: 'CFO' }, 'any_of'),
    ).toEqual({ type: 'any_of', emails: ['kim@acme.test'], title: 'CFO' });
    expect(changeStepType({ type: 'any_of', emails: ['a@x.test', 'b@x.test'] }, 'person')).toEqual({
      type: 'person',
      email: 'a@x.test',
      title: undefined,
    });
    expect(changeStepType({ type: 'role', role: 'Requisitioner' }, 'role')).toEqual({
      type: 'role',
      role: 'Requisitioner',
    });
  });
});

describe('normalising and comparing', () => {
  it('treats typed variants of the same chains as the same', () => {
    const typed = {
      rules: [
        {
          id: ' high_value ',
          name: 'High-value invoices ',
          conditions: {
            amount: { currency: null, over: '10000', up_to: ' ' },
            vendor_ids: [],
            gl_accounts: [' 6000 ', '6000', ''],
            gl_classes: [],
          },
          steps: [
            { type: 'role' as const, role: 'Requisitioner' as const },
            { type: 'person' as const, email: ' Kim@Acme.TEST ', title: ' ' },
          ],
        },
      ],
      default_steps: [{ type: 'any_of' as const, emails: ['A@x.test', 'a@x.test', 'b@x.test'] }],
    };
    expect(normalizeApprovalChains(typed)).toEqual({
      rules: [
        {
          id: 'high_value',
          name: 'High-value invoices',
          conditions: {
            amount: { currency: null, over: '10000.00', up_to: null },
            vendor_ids: [],
            gl_accounts: ['6000'],
            gl_classes: [],
          },
          steps: [
            { type: 'role', role: 'Requisitioner' },
            { type: 'person', email: 'kim@acme.test' },
          ],
        },
      ],
      default_steps: [{ type: 'any_of', emails: ['a@x.test', 'b@x.test'] }],
    });
  });

  it('offers "Reset to recommended" only when the chains route differently', () => {
    expect(approvalChainsDifferFromRecommended(RECOMMENDED_APPROVAL_CHAINS)).toBe(false);
    const renamed: ApprovalChains = JSON.parse(JSON.stringify(RECOMMENDED_APPROVAL_CHAINS));
    renamed.rules[0]!.conditions.amount!.over = '10000';
    expect(sameApprovalChains(renamed, RECOMMENDED_APPROVAL_CHAINS)).toBe(true);
    renamed.default_steps = [{ type: 'role', role: 'Admin' }];
    expect(approvalChainsDifferFromRecommended(renamed)).toBe(true);
  });
});
