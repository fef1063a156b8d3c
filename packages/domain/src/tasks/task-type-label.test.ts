import { describe, expect, it } from 'vitest';
import { formatTaskTypeLabel } from './task-type-label';

describe('formatTaskTypeLabel', () => {
  it.each([
    ['send_email', 'Send Email'],
    ['update_vendor', 'Update Vendor'],
    ['pay_invoice', 'Pay Invoice'],
    ['SEND_EMAIL', 'Send Email'],
    ['review', 'Review'],
    ['double__underscore_', 'Double Underscore'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j -> %j', (type, label) => {
    expect(formatTaskTypeLabel(type)).toBe(label);
  });
});
