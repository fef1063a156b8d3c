import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatLocalTimestamp, formatShortDate, toDate } from './format-date';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('formatShortDate', () => {
  it('formats en-US short dates', () => {
    expect(formatShortDate('2024-01-15')).toBe('1/15/2024');
    expect(formatShortDate('2024-12-05T10:00:00Z')).toBe('12/5/2024');
  });

  it.each(['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC'])(
    'keeps the calendar date in time zone %s',
    (tz) => {
      vi.stubEnv('TZ', tz);
      expect(formatShortDate('2024-01-01')).toBe('1/1/2024');
      expect(formatShortDate(new Date(2024, 0, 1, 0, 30))).toBe('1/1/2024');
    },
  );

  it.each([null, undefined, '', 'garbage', '2024-02-30'])('%j gives null', (input) => {
    expect(formatShortDate(input)).toBeNull();
  });
});

describe('toDate', () => {
  it('parses ISO timestamps and passes dates through', () => {
    expect(toDate('2024-01-15T10:00:00Z')?.toISOString()).toBe('2024-01-15T10:00:00.000Z');
    const date = new Date(0);
    expect(toDate(date)).toBe(date);
  });

  it.each([null, undefined, '', 'x', new Date(Number.NaN)])('%j gives null', (input) => {
    expect(toDate(input)).toBeNull();
  });
});

describe('formatLocalTimestamp', () => {
  it('uses the local time zone in en-US', () => {
    vi.stubEnv('TZ', 'UTC');
    expect(formatLocalTimestamp(new Date('2024-01-15T15:04:05Z'))).toBe('1/15/2024, 3:04:05 PM');
    vi.stubEnv('TZ', 'America/New_York');
    expect(formatLocalTimestamp('2024-01-15T15:04:05Z')).toBe('1/15/2024, 10:04:05 AM');
  });

  it('gives null for an invalid date', () => {
    expect(formatLocalTimestamp('nope')).toBeNull();
  });
});
