import { describe, expect, it } from 'vitest';
import { getStatusStyle, PENDING_STATUS_COLOR } from './status-style';

describe('getStatusStyle', () => {
  it.each([
    ['completed', 'green', 'Completed'],
    ['paid', 'green', 'Paid'],
    ['overdue', 'red', 'Overdue'],
    ['draft', 'gray', 'Draft'],
    ['sent', 'blue', 'Sent'],
    ['SENT', 'blue', 'Sent'],
    [' Paid ', 'green', 'Paid'],
  ])('%j -> %s %s', (status, color, label) => {
    expect(getStatusStyle(status)).toEqual({ color, label });
  });

  it('shows unknown statuses in the pending style with their own label', () => {
    expect(getStatusStyle('pending')).toEqual({ color: PENDING_STATUS_COLOR, label: 'Pending' });
    expect(getStatusStyle('in_review')).toEqual({ color: 'yellow', label: 'In Review' });
    expect(getStatusStyle('ON HOLD')).toEqual({ color: 'yellow', label: 'On Hold' });
  });

  it.each([null, undefined, '', '  '])('%j is Pending', (status) => {
    expect(getStatusStyle(status)).toEqual({ color: 'yellow', label: 'Pending' });
  });
});
