import { describe, expect, it } from 'vitest';
import { invoiceOf } from './check-fixtures';
import { lineExtensionCents, lineItemsPresent, lineItemsTotalMatches } from './line-items';

const item = (quantity: number, rate: number | string, amount: number | string) => ({
  quantity,
  rate,
  amount,
});

describe('lineItemsPresent', () => {
  it('passes with items and fails without', () => {
    expect(lineItemsPresent(invoiceOf()).problems).toEqual([]);
    expect(lineItemsPresent(invoiceOf()).passReason).toBe('2 line items');
    expect(lineItemsPresent(invoiceOf({ items: [item(1, 5, 5)] })).passReason).toBe('1 line item');
    expect(lineItemsPresent(invoiceOf({ items: [] })).problems).toEqual([
      { reason: 'No line items', gates: ['line_itemized'] },
    ]);
  });
});

describe('lineExtensionCents', () => {
  it.each([
    [25, 42, 105000],
    [5, 40.1, 20050],
    [3, '0.1', 30],
    [0.1, 0.3, 3],
    [1.5, 0.01, 2], // 1.5 cents rounds half away from zero
    [-2, 10, -2000],
    [-0.5, 0.01, -1],
    [1.2345, 100, 12345],
    [12345678, 987654.32, 1219326221002896],
  ])('%d × %s = %d cents', (quantity, rate, cents) => {
    expect(lineExtensionCents(item(quantity, rate, 0))).toBe(cents);
  });

  it('is null for a quantity that is not a number', () => {
    expect(lineExtensionCents(item(Number.NaN, 1, 0))).toBeNull();
  });
});

describe('lineItemsTotalMatches', () => {
  it('passes when the items add up to the total exactly', () => {
    const outcome = lineItemsTotalMatches(invoiceOf());
    expect(outcome.problems).toEqual([]);
    expect(outcome.passReason).toBe('Line items add up to $1,250.50');
  });

  it('adds in cents, so 0.1 + 0.2 is 0.3', () => {
    const invoice = invoiceOf({ amount: '0.3', items: [item(0, 0, 0.1), item(0, 0, 0.2)] });
    expect(lineItemsTotalMatches(invoice).problems).toEqual([]);
  });

  it('says both totals when they differ', () => {
    const invoice = invoiceOf({ amount: 1250.5, items: [item(0, 0, 1000), item(0, 0, '200.00')] });
    expect(lineItemsTotalMatches(invoice).problems).toEqual([
      {
        reason: 'Line items total $1,200.00 but invoice total is $1,250.50',
        gates: ['invoice_math_correct'],
      },
    ]);
  });

  it('catches a one-cent difference', () => {
    const invoice = invoiceOf({ amount: 100.01, items: [item(0, 0, 100)] });
    expect(lineItemsTotalMatches(invoice).problems).toHaveLength(1);
  });

  it('checks quantity × rate on each line that has both', () => {
    const invoice = invoiceOf({
      amount: 250,
      items: [item(5, 40.1, 210), item(1.5, 26.6667, 40), item(0, 0, 0)],
    });
    expect(lineItemsTotalMatches(invoice).problems.map((p) => p.reason)).toEqual([
      'Line 1: 5 × $40.10 is $200.50 but the line says $210.00',
    ]);
  });

  it('allows what rounding the rate to the cent explains, and no more', () => {
    // 3 × $33.3333 = $100.00 on paper; the rate is held as $33.33 (3 × $33.33 = $99.99)
    const rounded = invoiceOf({ amount: 100, items: [item(3, 33.33, 100)] });
    expect(lineItemsTotalMatches(rounded).problems).toEqual([]);
    const off = invoiceOf({ amount: 100.02, items: [item(3, 33.33, 100.02)] });
    expect(lineItemsTotalMatches(off).problems.map((p) => p.reason)).toEqual([
      'Line 1: 3 × $33.33 is $99.99 but the line says $100.02',
    ]);
  });

  it('skips lump-sum lines without a quantity or a rate', () => {
    const invoice = invoiceOf({ amount: 75, items: [item(0, 12, 50), item(3, 0, 25)] });
    expect(lineItemsTotalMatches(invoice).problems).toEqual([]);
  });

  it('formats in the invoice currency', () => {
    const invoice = invoiceOf({ currency: 'EUR', amount: 10, items: [item(0, 0, 9)] });
    expect(lineItemsTotalMatches(invoice).problems[0]?.reason).toBe(
      'Line items total €9.00 but invoice total is €10.00',
    );
  });

  it('has nothing to add up without items', () => {
    const outcome = lineItemsTotalMatches(invoiceOf({ items: [] }));
    expect(outcome.problems).toEqual([]);
    expect(outcome.passReason).toBe('No line items to add up');
  });
});
