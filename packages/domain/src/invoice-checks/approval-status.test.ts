import { describe, expect, it } from 'vitest';
import { approvalStatus } from './approval-status';
import { invoiceOf } from './check-fixtures';

describe('approvalStatus', () => {
  it('passes when every step is approved', () => {
    const outcome = approvalStatus(invoiceOf());
    expect(outcome.problems).toEqual([]);
    expect(outcome.passReason).toBe('All 2 approvals given');
  });

  it('fails with no steps at all (SPEC §4)', () => {
    expect(approvalStatus(invoiceOf({ approvals: [] })).problems).toEqual([
      { reason: 'No approvals yet', gates: ['approval_chain_satisfied'] },
    ]);
  });

  it('names each waiting step; a requisitioner step is also gated by Requisitioner Approval', () => {
    const outcome = approvalStatus(
      invoiceOf({
        approvals: [
          { role: 'Requisitioner', approver: 'Dana Lopez', approved: false },
          { role: 'Finance Manager', approver: 'Priya Shah', approved: true },
          { role: 'CFO', approver: '', approved: null },
        ],
      }),
    );
    expect(outcome.problems).toEqual([
      {
        reason: 'Waiting for Requisitioner (Dana Lopez) approval',
        gates: ['approval_chain_satisfied', 'requisitioner_approval'],
      },
      { reason: 'Waiting for CFO approval', gates: ['approval_chain_satisfied'] },
    ]);
  });
});
