import { describe, expect, it } from 'vitest';
import { approvalChainProblems, problemMessagesAt } from './approval-chain-problems';
import {
  type ApprovalChainStep,
  type ApprovalChains,
  type ApprovalRule,
  NO_CONDITIONS,
  RECOMMENDED_APPROVAL_CHAINS,
} from './approval-chains';

const rule = (patch: Partial<ApprovalRule> = {}): ApprovalRule => ({
  id: 'big',
  name: 'Big',
  conditions: { ...NO_CONDITIONS, amount: { currency: 'USD', over: '5000.00', up_to: null } },
  steps: [{ type: 'role', role: 'Requisitioner' }],
  ...patch,
});
const chains = (...rules: ApprovalRule[]): ApprovalChains => ({
  rules,
  default_steps: [{ type: 'role', role: 'Requisitioner' }],
});
const messages = (value: ApprovalChains) => approvalChainProblems(value).map((p) => p.message);

describe('approvalChainProblems', () => {
  it('finds nothing wrong with the recommended chains or a valid rule', () => {
    expect(approvalChainProblems(RECOMMENDED_APPROVAL_CHAINS)).toEqual([]);
    expect(approvalChainProblems(chains(rule()))).toEqual([]);
  });

  it('refuses a rule, or the default, without steps', () => {
    expect(approvalChainProblems(chains(rule({ steps: [] })))).toEqual([
      { path: ['rules', 0, 'steps'], message: 'Rule "Big": add at least one approval step.' },
    ]);
    expect(messages({ rules: [], default_steps: [] })).toEqual([
      'Every other invoice: add at least one approval step.',
    ]);
  });

  it('refuses an inverted or empty amount range, and amounts that are not amounts', () => {
    const inverted = rule({
      conditions: {
        ...NO_CONDITIONS,
        amount: { currency: null, over: '5000.00', up_to: '1000.00' },
      },
    });
    expect(approvalChainProblems(chains(inverted))).toEqual([
      {
        path: ['rules', 0, 'conditions', 'amount'],
        message:
          'Rule "Big": the amount range is empty: "over" (5000.00) must be less than "up to" (1000.00).',
      },
    ]);
    const same = rule({
      conditions: { ...NO_CONDITIONS, amount: { currency: null, over: '10.00', up_to: '10.00' } },
    });
    expect(messages(chains(same))).toHaveLength(1);
    const words = rule({
      conditions: {
        ...NO_CONDITIONS,
        amount: { currency: 'XYZ', over: 'five grand', up_to: '-3' },
      },
    });
    expect(messages(chains(words))).toEqual([
      'Rule "Big": "XYZ" is not a currency code (use one such as USD or EUR).',
      'Rule "Big": enter the amount as a number with at most 2 decimals, e.g. 5000 or 5000.00.',
      'Rule "Big": enter the amount as a number with at most 2 decimals, e.g. 5000 or 5000.00.',
    ]);
  });

  it('refuses an unknown role and a malformed e-mail, naming the rule', () => {
    const steps = [
      { type: 'role', role: 'CFO' },
      { type: 'person', email: 'kim at acme' },
    ] as unknown as ApprovalChainStep[];
    expect(approvalChainProblems(chains(rule({ steps })))).toEqual([
      {
        path: ['rules', 0, 'steps', 0, 'role'],
        message: 'Rule "Big": unknown role "CFO"; use Requisitioner, Admin or Owner.',
      },
      {
        path: ['rules', 0, 'steps', 1, 'email'],
        message: 'Rule "Big": "kim at acme" is not an e-mail address.',
      },
    ]);
  });

  it('refuses a rule with no condition (it would shadow every rule after it)', () => {
    expect(messages(chains(rule({ conditions: NO_CONDITIONS })))).toEqual([
      'Rule "Big": add a condition (amount, vendor, GL account or class); invoices no rule matches take "Every other invoice".',
    ]);
  });

  it('refuses chains nobody could finish: one person in two steps, a lone "any one of"', () => {
    const steps: ApprovalChainStep[] = [
      { type: 'person', email: 'kim@acme.test' },
      { type: 'person', email: 'kim@acme.test', title: 'CFO' },
      { type: 'any_of', emails: ['lee@acme.test'] },
      { type: 'role', role: 'Requisitioner' },
      { type: 'role', role: 'Requisitioner' },
    ];
    expect(messages(chains(rule({ steps })))).toEqual([
      'Rule "Big": kim@acme.test is named in two steps; one person approves one step.',
      'Rule "Big": "any one of" needs at least two people.',
      'Rule "Big": the requisitioner approves one step only.',
    ]);
  });

  it('keeps rule ids unique and "default" for the last rule, and names required', () => {
    expect(messages(chains(rule(), rule({ name: '' })))).toEqual([
      'Two rules have the id "big".',
      'Rule 2: give the rule a name.',
    ]);
    expect(messages(chains(rule({ id: 'default' })))).toEqual([
      'Rule "Big": the id "default" is the last rule\'s.',
    ]);
  });

  it('keeps "Requisitioner" for the requisitioner\'s own step', () => {
    const steps: ApprovalChainStep[] = [
      { type: 'person', email: 'kim@acme.test', title: 'requisitioner' },
    ];
    expect(messages(chains(rule({ steps })))).toEqual([
      'Rule "Big": "Requisitioner" is the requisitioner\'s own step; give this step another title.',
    ]);
  });
});

describe('problemMessagesAt', () => {
  it('picks the problems of one rule', () => {
    const problems = approvalChainProblems(chains(rule(), rule({ id: 'b', name: 'B', steps: [] })));
    expect(problemMessagesAt(problems, ['rules', 1])).toEqual([
      'Rule "B": add at least one approval step.',
    ]);
    expect(problemMessagesAt(problems, ['rules', 0])).toEqual([]);
  });
});
