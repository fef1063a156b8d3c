import { describe, expect, it } from 'vitest';
import type { ApprovalChains } from '../approval-chains/approval-chains';
import {
  type ApprovalStep,
  approvalRouteFor,
  approverLabel,
  isInternalAddress,
  stepsDecidableBy,
} from './approval-route';

const MAILBOX = 'ap@acme.test';
const DANA = 'dana@acme.test';

/** "Over $5,000 from vendor X: requisitioner, then the controller"; the rest: requisitioner. */
const CONTROLLER_RULE: ApprovalChains = {
  rules: [
    {
      id: 'big_x',
      name: 'Big orders from X',
      conditions: {
        amount: { currency: 'USD', over: '5000.00', up_to: null },
        vendor_ids: ['ven_x'],
        gl_accounts: [],
        gl_classes: [],
      },
      steps: [
        { type: 'role', role: 'Requisitioner' },
        { type: 'person', email: 'kim@acme.test', title: 'Controller' },
      ],
    },
  ],
  default_steps: [{ type: 'role', role: 'Requisitioner' }],
};

describe('approvalRouteFor with no rules saved (the built-in routing)', () => {
  it('asks the requisitioner alone up to $10,000', () => {
    expect(
      approvalRouteFor({
        amountCents: 1_000_000,
        requisitionerEmail: ' Dana@Acme.test ',
        mailbox: MAILBOX,
      }),
    ).toEqual({
      rule: { id: 'default', name: 'Every other invoice' },
      notes: [],
      steps: [{ role: 'Requisitioner', approver: DANA, approved: false }],
    });
  });

  it('adds an Admin step that names nobody over $10,000, in any currency', () => {
    for (const currency of ['USD', 'EUR']) {
      const route = approvalRouteFor({
        amountCents: 1_000_001,
        currency,
        requisitionerEmail: DANA,
        mailbox: MAILBOX,
      });
      expect(route.rule.id).toBe('high_value');
      expect(route.steps).toEqual([
        { role: 'Requisitioner', approver: DANA, approved: false },
        { role: 'Admin', approver: '', approved: false },
      ]);
    }
  });

  it('routes nothing without a requisitioner, or with one outside the organisation', () => {
    expect(
      approvalRouteFor({ amountCents: 100, requisitionerEmail: '  ', mailbox: MAILBOX }),
    ).toMatchObject({ steps: [], missing: 'requisitioner' });
    expect(
      approvalRouteFor({
        amountCents: 100,
        requisitionerEmail: 'jo@vendor.test',
        mailbox: MAILBOX,
      }),
    ).toMatchObject({ steps: [], missing: 'internal_requisitioner' });
  });

  it('takes the requisitioner as typed when no mailbox is connected', () => {
    expect(
      approvalRouteFor({ amountCents: 100, requisitionerEmail: 'jo@acme.test', mailbox: null })
        .steps,
    ).toEqual([{ role: 'Requisitioner', approver: 'jo@acme.test', approved: false }]);
  });
});

describe("approvalRouteFor with the organisation's rules", () => {
  const route = (amountCents: number, vendorId: string, requisitioner = DANA) =>
    approvalRouteFor({
      amountCents,
      currency: 'USD',
      vendorId,
      requisitionerEmail: requisitioner,
      mailbox: MAILBOX,
      chains: CONTROLLER_RULE,
    });

  it('routes $6,000 from X through the requisitioner, then the controller', () => {
    expect(route(600_000, 'ven_x')).toEqual({
      rule: { id: 'big_x', name: 'Big orders from X' },
      notes: [],
      steps: [
        { role: 'Requisitioner', approver: DANA, approved: false },
        { role: 'Controller', approver: 'kim@acme.test', approved: false },
      ],
    });
  });

  it('sends $4,000 from X, and $6,000 from another vendor, down the default', () => {
    for (const [cents, vendor] of [
      [400_000, 'ven_x'],
      [600_000, 'ven_y'],
    ] as const) {
      expect(route(cents, vendor).rule.id).toBe('default');
      expect(route(cents, vendor).steps).toEqual([
        { role: 'Requisitioner', approver: DANA, approved: false },
      ]);
    }
  });

  it('never lets the controller approve their own request: their step goes to any Admin or Owner', () => {
    const own = route(600_000, 'ven_x', 'kim@acme.test');
    expect(own.steps).toEqual([
      { role: 'Requisitioner', approver: 'kim@acme.test', approved: false },
      { role: 'Controller', approver: '', approved: false, min_role: 'Admin' },
    ]);
    expect(own.notes).toEqual([
      'kim@acme.test is the requisitioner, so the Controller step goes to any Admin or Owner other than them',
    ]);
  });

  it('drops the requisitioner from an any-one-of step', () => {
    const chains: ApprovalChains = {
      rules: [],
      default_steps: [
        { type: 'any_of', emails: ['kim@acme.test', DANA, 'lee@acme.test'], title: 'Finance' },
        { type: 'any_of', emails: ['kim@acme.test', DANA] },
      ],
    };
    const steps = approvalRouteFor({
      amountCents: 100,
      requisitionerEmail: DANA,
      mailbox: MAILBOX,
      chains,
    }).steps;
    expect(steps).toEqual([
      {
        role: 'Finance',
        approver: '',
        approved: false,
        any_of: ['kim@acme.test', 'lee@acme.test'],
      },
      { role: 'Approver', approver: 'kim@acme.test', approved: false },
    ]);
  });

  it('routes a rule without a Requisitioner step while the requisitioner is unknown', () => {
    const chains: ApprovalChains = { rules: [], default_steps: [{ type: 'role', role: 'Owner' }] };
    expect(
      approvalRouteFor({ amountCents: 100, requisitionerEmail: null, mailbox: MAILBOX, chains })
        .steps,
    ).toEqual([{ role: 'Owner', approver: '', approved: false }]);
  });
});

describe('isInternalAddress', () => {
  it.each([
    ['dana@acme.test', true],
    ['dana@billing.acme.test', true],
    ['dana@notacme.test', false],
    ['acme.test', false],
    ['dana@acme.test.evil', false],
  ])('%s is internal: %s', (email, internal) => {
    expect(isInternalAddress(email, MAILBOX)).toBe(internal);
  });
});

describe('stepsDecidableBy', () => {
  const steps: ApprovalStep[] = [
    { role: 'Requisitioner', approver: DANA, approved: false },
    { role: 'Admin', approver: '', approved: false },
  ];
  const member = (email: string) => ({ email, isAdmin: false });
  const admin = (email: string) => ({ email, isAdmin: true });
  const owner = (email: string) => ({ email, isAdmin: true, isOwner: true });

  it('lets the named approver decide their step only', () => {
    expect(stepsDecidableBy(steps, member('DANA@acme.test'))).toEqual([0]);
    expect(stepsDecidableBy(steps, member('morgan@acme.test'))).toEqual([]);
  });

  it('lets another Admin take an Admin step that names nobody, not the requisitioner', () => {
    expect(stepsDecidableBy(steps, admin(MAILBOX))).toEqual([1]);
    expect(stepsDecidableBy(steps, admin(DANA))).toEqual([0]);
  });

  it('skips steps already approved', () => {
    const done = [{ ...steps[0], approved: true }] as ApprovalStep[];
    expect(stepsDecidableBy(done, member(DANA))).toEqual([]);
  });

  it('gives one person one step: whoever approved a step decides no other', () => {
    const chain: ApprovalStep[] = [
      { role: 'Admin', approver: MAILBOX, approved: true },
      { role: 'Admin', approver: '', approved: false },
    ];
    expect(stepsDecidableBy(chain, admin(MAILBOX))).toEqual([]);
    expect(stepsDecidableBy(chain, admin('lee@acme.test'))).toEqual([1]);
  });

  it('keeps the requisitioner to their own step even when a step lists or names them', () => {
    const chain: ApprovalStep[] = [
      { role: 'Requisitioner', approver: DANA, approved: true },
      { role: 'Finance', approver: '', approved: false, any_of: [DANA, 'kim@acme.test'] },
      { role: 'Controller', approver: DANA, approved: false },
      { role: 'Admin', approver: '', approved: false },
    ];
    expect(stepsDecidableBy(chain, admin(DANA), DANA)).toEqual([]);
    const fresh = chain.map((step) => ({ ...step, approved: false }));
    expect(stepsDecidableBy(fresh, admin(DANA), DANA)).toEqual([0]);
  });

  it('prefers a step naming the person, then an any-one-of listing them, then their role', () => {
    const chain: ApprovalStep[] = [
      { role: 'Admin', approver: '', approved: false },
      {
        role: 'Finance',
        approver: '',
        approved: false,
        any_of: ['kim@acme.test', 'lee@acme.test'],
      },
      { role: 'Controller', approver: 'kim@acme.test', approved: false },
    ];
    expect(stepsDecidableBy(chain, admin('kim@acme.test'), DANA)).toEqual([2]);
    expect(stepsDecidableBy(chain, admin('lee@acme.test'), DANA)).toEqual([1]);
    expect(stepsDecidableBy(chain, member('lee@acme.test'), DANA)).toEqual([1]);
    expect(stepsDecidableBy(chain, admin('sam@acme.test'), DANA)).toEqual([0]);
  });

  it('leaves an Owner step to an Owner, and an escalated step to any Admin', () => {
    const chain: ApprovalStep[] = [
      { role: 'Owner', approver: '', approved: false },
      { role: 'Controller', approver: '', approved: false, min_role: 'Admin' },
    ];
    expect(stepsDecidableBy(chain, admin('sam@acme.test'))).toEqual([1]);
    expect(stepsDecidableBy(chain, owner('olu@acme.test'))).toEqual([0]);
    expect(stepsDecidableBy(chain, member('mo@acme.test'))).toEqual([]);
  });
});

describe('approverLabel', () => {
  it('says who a waiting step waits for', () => {
    expect(approverLabel({ role: 'Controller', approver: 'kim@acme.test', approved: false })).toBe(
      'kim@acme.test',
    );
    expect(approverLabel({ role: 'Admin', approver: '', approved: false })).toBe(
      'Any Admin or Owner',
    );
    expect(approverLabel({ role: 'Owner', approver: '', approved: false })).toBe('Any Owner');
    expect(
      approverLabel({
        role: 'Finance',
        approver: '',
        approved: false,
        any_of: ['a@x.test', 'b@x.test'],
      }),
    ).toBe('Any one of a@x.test, b@x.test');
  });
});
