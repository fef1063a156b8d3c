import { afterEach, describe, expect, it, vi } from 'vitest';
import { addCalendarDays, toCalendarDate } from './calendar-date';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('toCalendarDate', () => {
  it.each([
    ['2024-01-15', '2024-01-15'],
    [' 2024-01-15 ', '2024-01-15'],
    ['2024-02-29', '2024-02-29'],
    ['2024-01-15T00:00:00Z', '2024-01-15'],
    ['2024-01-15T23:30:00-08:00', '2024-01-15'],
    ['2024-01-15 10:00:00', '2024-01-15'],
  ])('%j -> %s', (input, expected) => {
    expect(toCalendarDate(input)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'not a date',
    '2023-02-29',
    '2024-13-01',
    '2024-00-10',
    '2024-04-31',
    '2024-1-5',
    '01/15/2024',
    '2024-01-15T99:00:00Z',
    '2024-01-15garbage',
  ])('%j is not a date', (input) => {
    expect(toCalendarDate(input)).toBeNull();
  });

  it('takes the local calendar date of a Date', () => {
    vi.stubEnv('TZ', 'America/Los_Angeles');
    expect(toCalendarDate(new Date(2024, 0, 15, 23, 59))).toBe('2024-01-15');
    expect(toCalendarDate(new Date(2024, 0, 15, 0, 0))).toBe('2024-01-15');
    // The same instant is a different calendar day in Los Angeles than in UTC.
    expect(toCalendarDate(new Date('2024-01-01T05:00:00Z'))).toBe('2023-12-31');
  });

  it('rejects an invalid Date', () => {
    expect(toCalendarDate(new Date('nope'))).toBeNull();
  });
});

describe('addCalendarDays', () => {
  it.each([
    ['2024-01-15', 4, '2024-01-19'],
    ['2024-01-30', 4, '2024-02-03'],
    ['2024-02-27', 4, '2024-03-02'],
    ['2023-02-27', 4, '2023-03-03'],
    ['2024-12-30', 4, '2025-01-03'],
    ['2024-03-08', 4, '2024-03-12'],
    ['2024-01-15', 0, '2024-01-15'],
    ['2024-01-15', -15, '2023-12-31'],
  ])('%s + %i days = %s', (date, days, expected) => {
    expect(addCalendarDays(date, days)).toBe(expected);
  });

  it('is unaffected by daylight-saving changes', () => {
    vi.stubEnv('TZ', 'America/New_York');
    expect(addCalendarDays('2024-03-09', 1)).toBe('2024-03-10');
    expect(addCalendarDays('2024-11-02', 4)).toBe('2024-11-06');
  });

  it('gives null for an invalid date or day count', () => {
    expect(addCalendarDays('2024-02-30', 4)).toBeNull();
    expect(addCalendarDays('', 4)).toBeNull();
    expect(addCalendarDays('2024-01-15', 1.5)).toBeNull();
    expect(addCalendarDays('2024-01-15', Number.NaN)).toBeNull();
  });
});
