import { describe, expect, it } from 'vitest';
import { RECOMMENDED_APPROVAL_CHAINS } from '../approval-chains/approval-chains';
import { ApprovalChainsUpdateSchema } from './approval-chains';

const issues = (body: unknown) => {
  const parsed = ApprovalChainsUpdateSchema.safeParse(body);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe('ApprovalChainsUpdateSchema', () => {
  it('accepts the recommended chains', () => {
    expect(issues({ approval_chains: RECOMMENDED_APPROVAL_CHAINS })).toEqual([]);
  });

  it('refuses an unknown role and an unknown step type by the shape', () => {
    expect(
      issues({ approval_chains: { rules: [], default_steps: [{ type: 'role', role: 'CFO' }] } }),
    ).toEqual([
      {
        path: 'approval_chains.default_steps.0.role',
        message: 'Unknown role "CFO"; use Requisitioner, Admin, Owner.',
      },
    ]);
    expect(
      issues({ approval_chains: { rules: [], default_steps: [{ type: 'robot' }] } })[0]?.message,
    ).toBe("A step's type is 'role', 'person' or 'any_of'.");
  });

  it("adds the domain's rules on top of the shape, with their paths", () => {
    const rule = {
      id: 'r1',
      name: 'Big',
      conditions: {
        amount: { currency: 'USD', over: '900', up_to: '100' },
        vendor_ids: [],
        gl_accounts: [],
        gl_classes: [],
      },
      steps: [{ type: 'person', email: 'not-an-email' }],
    };
    expect(issues({ approval_chains: { rules: [rule], default_steps: [] } })).toEqual([
      {
        path: 'approval_chains.rules.0.conditions.amount',
        message:
          'Rule "Big": the amount range is empty: "over" (900.00) must be less than "up to" (100.00).',
      },
      {
        path: 'approval_chains.rules.0.steps.0.email',
        message: 'Rule "Big": "not-an-email" is not an e-mail address.',
      },
      {
        path: 'approval_chains.default_steps',
        message: 'Every other invoice: add at least one approval step.',
      },
    ]);
  });
});
