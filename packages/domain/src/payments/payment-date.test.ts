import { afterEach, describe, expect, it, vi } from 'vitest';
import { arrivalDate, prefillPaymentDate } from './payment-date';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('prefillPaymentDate', () => {
  it('uses a valid payment_send_date', () => {
    expect(prefillPaymentDate('2024-05-01')).toBe('2024-05-01');
    expect(prefillPaymentDate('2024-05-01T09:00:00Z')).toBe('2024-05-01');
  });

  it.each([null, undefined, '', 'soon', '2024-02-31'])('leaves %j empty', (value) => {
    expect(prefillPaymentDate(value)).toBeNull();
  });
});

describe('arrivalDate', () => {
  it('adds 4 calendar days, weekends included', () => {
    expect(arrivalDate('2024-05-01')).toBe('2024-05-05'); // Wednesday -> Sunday
    expect(arrivalDate('2024-05-03')).toBe('2024-05-07'); // Friday -> Tuesday
  });

  it('crosses month, leap-day and year ends', () => {
    expect(arrivalDate('2024-02-27')).toBe('2024-03-02');
    expect(arrivalDate('2024-02-26')).toBe('2024-03-01');
    expect(arrivalDate('2023-12-29')).toBe('2024-01-02');
  });

  it('takes a Date by its local calendar date', () => {
    vi.stubEnv('TZ', 'America/Los_Angeles');
    expect(arrivalDate(new Date(2024, 10, 1, 23, 0))).toBe('2024-11-05');
  });

  it.each([null, undefined, '', 'x', new Date(Number.NaN)])('gives null for %j', (value) => {
    expect(arrivalDate(value)).toBeNull();
  });
});
