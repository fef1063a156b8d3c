import { describe, expect, it } from 'vitest';
import { checksBlockingPayment, paymentReadiness } from './payment-readiness';

const check = (name: string, status: 'success' | 'failed', more = {}) => ({
  name,
  status,
  ...more,
});

describe('checksBlockingPayment', () => {
  it('keeps failed checks that are neither overridden nor marked non-blocking', () => {
    const checks = [
      check('line_items_present', 'success'),
      check('vendor_required_fields', 'failed', { blocking: true }),
      check('invoice_number_unique', 'failed', { blocking: false, overridden: true }),
      check('invoice_addressed_to_organization', 'failed', { overridden: true }),
      check('invoice_approval_status', 'failed'), // stored before the flag: blocks
      check('line_items_total_matches', 'failed', { blocking: false }),
    ];
    expect(checksBlockingPayment(checks).map((c) => c.name)).toEqual([
      'vendor_required_fields',
      'invoice_approval_status',
    ]);
  });
});

describe('paymentReadiness', () => {
  it('passes when nothing blocks', () => {
    const outcome = paymentReadiness([check('line_items_present', 'success')]);
    expect(outcome).toEqual({
      name: 'payment_readiness',
      problems: [],
      passReason: 'No check blocks payment',
    });
  });

  it('names the blocking checks by display name, always blocking', () => {
    const outcome = paymentReadiness([
      check('vendor_required_fields', 'failed', { blocking: true }),
      check('invoice_approval_status', 'failed', { blocking: true }),
      check('payment_readiness', 'failed', { blocking: true }),
    ]);
    expect(outcome.problems).toEqual([
      { reason: 'Blocked by: Vendor Required Fields Present, Invoice Approved', gates: [] },
    ]);
  });
});
