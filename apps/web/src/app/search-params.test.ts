import { describe, expect, it } from 'vitest';
import { optionalCalendarDate, optionalOneOf, optionalText } from './search-params';

describe('search params', () => {
  it('keep valid values and read anything else as absent', () => {
    expect(optionalText('inv-1')).toBe('inv-1');
    expect([optionalText(''), optionalText(42)]).toEqual([undefined, undefined]);
    expect(optionalOneOf('tasks', ['invoices', 'tasks'])).toBe('tasks');
    expect(optionalOneOf('secrets', ['invoices', 'tasks'])).toBeUndefined();
    expect(optionalCalendarDate('2026-03-02')).toBe('2026-03-02');
    expect(optionalCalendarDate('March 2')).toBeUndefined();
  });
});
