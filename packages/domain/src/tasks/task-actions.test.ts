import { describe, expect, it } from 'vitest';
import { TASK_STATUSES } from '../constants';
import { canEditTaskParameters, canShowTaskActions, isTaskPerformed } from './task-actions';

describe('task actions', () => {
  it.each(TASK_STATUSES)('status %s shows actions only when pending', (status) => {
    expect(canShowTaskActions({ status })).toBe(status === 'pending');
  });

  it('lets only pending send_email tasks be edited', () => {
    expect(canEditTaskParameters({ status: 'pending', task_type: 'send_email' })).toBe(true);
    expect(canEditTaskParameters({ status: 'pending', task_type: 'update_vendor' })).toBe(false);
    expect(canEditTaskParameters({ status: 'pending', task_type: 'pay_invoice' })).toBe(false);
    expect(canEditTaskParameters({ status: 'approved', task_type: 'send_email' })).toBe(false);
    expect(canEditTaskParameters({ status: 'pending' })).toBe(false);
  });

  it.each(TASK_STATUSES)('status %s is performed only when executed', (status) => {
    expect(isTaskPerformed({ status })).toBe(status === 'executed');
  });
});
