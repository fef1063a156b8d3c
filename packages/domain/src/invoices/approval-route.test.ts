import { describe, expect, it } from 'vitest';
import { approvalRouteFor, isInternalAddress, stepsDecidableBy } from './approval-route';

const MAILBOX = 'ap@acme.test';

describe('approvalRouteFor', () => {
  it('asks the requisitioner alone up to $10,000', () => {
    expect(
      approvalRouteFor({
        amountCents: 1_000_000,
        requisitionerEmail: ' Dana@Acme.test ',
        mailbox: MAILBOX,
        adminApprover: MAILBOX,
      }),
    ).toEqual({ steps: [{ role: 'Requisitioner', approver: 'dana@acme.test', approved: false }] });
  });

  it('adds an Admin step over $10,000', () => {
    const route = approvalRouteFor({
      amountCents: 1_000_001,
      requisitionerEmail: 'dana@acme.test',
      mailbox: MAILBOX,
      adminApprover: MAILBOX,
    });
    expect(route.steps).toEqual([
      { role: 'Requisitioner', approver: 'dana@acme.test', approved: false },
      { role: 'Admin', approver: 'ap@acme.test', approved: false },
    ]);
  });

  it('names no Admin when the only one known is the requisitioner', () => {
    const route = approvalRouteFor({
      amountCents: 5_000_000,
      requisitionerEmail: MAILBOX,
      mailbox: MAILBOX,
      adminApprover: MAILBOX,
    });
    expect(route.steps[1]).toEqual({ role: 'Admin', approver: '', approved: false });
  });

  it('routes nothing without a requisitioner, or with one outside the organisation', () => {
    expect(
      approvalRouteFor({ amountCents: 100, requisitionerEmail: '  ', mailbox: MAILBOX }),
    ).toEqual({ steps: [], missing: 'requisitioner' });
    expect(
      approvalRouteFor({
        amountCents: 100,
        requisitionerEmail: 'jo@vendor.test',
        mailbox: MAILBOX,
      }),
    ).toEqual({ steps: [], missing: 'internal_requisitioner' });
  });

  it('takes the requisitioner as typed when no mailbox is connected', () => {
    expect(
      approvalRouteFor({ amountCents: 100, requisitionerEmail: 'jo@acme.test', mailbox: null })
        .steps,
    ).toEqual([{ role: 'Requisitioner', approver: 'jo@acme.test', approved: false }]);
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
  const steps = [
    { role: 'Requisitioner', approver: 'dana@acme.test', approved: false },
    { role: 'Admin', approver: '', approved: false },
  ];

  it('lets the named approver decide their step only', () => {
    expect(stepsDecidableBy(steps, { email: 'DANA@acme.test', isAdmin: false })).toEqual([0]);
    expect(stepsDecidableBy(steps, { email: 'morgan@acme.test', isAdmin: false })).toEqual([]);
  });

  it('lets another Admin take an Admin step that names nobody, not the requisitioner', () => {
    expect(stepsDecidableBy(steps, { email: 'ap@acme.test', isAdmin: true })).toEqual([1]);
    expect(stepsDecidableBy(steps, { email: 'dana@acme.test', isAdmin: true })).toEqual([0]);
  });

  it('skips steps already approved', () => {
    const done = [{ ...steps[0], approved: true }] as typeof steps;
    expect(stepsDecidableBy(done, { email: 'dana@acme.test', isAdmin: false })).toEqual([]);
  });
});
