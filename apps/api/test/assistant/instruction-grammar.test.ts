import { describe, expect, it } from 'vitest';
import { nextDayOfMonth, resolveDate } from '../../src/assistant/instructions/grammar/slots/dates';
import { understand } from '../../src/assistant/instructions/grammar/understand';

// A Monday.
const today = new Date('2026-12-07T10:00:00Z');
const ref = { today, dueDate: '2026-12-20' };

describe('dates as clerks write them', () => {
  it.each([
    ['Friday', '2026-12-11'],
    // chrono-node's reading: 'next Friday' is the Friday of next week.
    ['next Friday', '2026-12-18'],
    ['the Monday after next', '2026-12-21'],
    ['end of the month', '2026-12-31'],
    ['end of next month', '2027-01-31'],
    ['on the due date', '2026-12-20'],
    ['in 10 days', '2026-12-17'],
    ['the 30th', '2026-12-30'],
    ['the 3rd', '2027-01-03'],
    ['March 3', '2027-03-03'],
    ['2027-02-30', null],
  ])('%s', (phrase, expected) => {
    expect(resolveDate(phrase, ref)).toBe(expected);
  });

  it('finds the next month that has the day', () => {
    expect(nextDayOfMonth(31, new Date('2027-02-01T12:00:00Z'))).toBe('2027-03-31');
    expect(nextDayOfMonth(32, today)).toBeNull();
  });
});

describe('several actions in one sentence', () => {
  it("keeps 'the W-9 and the tax ID' one request", () => {
    expect(understand('ask them for the W-9 and the tax ID', today)).toEqual({
      kind: 'calls',
      calls: [{ name: 'ask_vendor', args: { asks: ['w9', 'tax_id'] } }],
    });
  });

  it('does none when one of them is unsure', () => {
    const result = understand('hold it and pay it', today);
    expect(result).toMatchObject({
      kind: 'unsure',
      candidates: ['schedule_payment'],
      missing: ['date'],
    });
  });

  it('passes the message on without reading actions into it', () => {
    expect(
      understand('let the vendor know we will pay on the 30th and hold nothing back', today),
    ).toEqual({
      kind: 'calls',
      calls: [
        {
          name: 'reply_to_vendor',
          args: { message: 'We will pay on the 30th and hold nothing back' },
        },
      ],
    });
  });
});
