import { describe, expect, it } from 'vitest';
import { matchPurchaseOrder } from './match-purchase-order';
import { poNumberKey } from './po-number-key';
import type { PurchaseOrderSubject } from './purchase-order';

const po = (
  id: string,
  doc_number: string | null,
  lines: number[],
  status: 'Open' | 'Closed' = 'Open',
): PurchaseOrderSubject => ({
  id,
  doc_number,
  status,
  total_cents: lines.reduce((a, b) => a + b, 0),
  lines: lines.map((amount_cents) => ({ description: null, amount_cents })),
});
const invoice = (po_number: string | null, lines: number[]) => ({
  po_number,
  amount: lines.reduce((a, b) => a + b, 0) / 100,
  items: lines.map((cents) => ({ amount: cents / 100 })),
});
const tolerance = { amount_cents: 1000, line_cents: 500 };

describe('poNumberKey', () => {
  it('compares PO numbers without prefix, punctuation or leading zeros', () => {
    expect(['PO-0042', 'P.O. 42', 'po#42', '42', 'Purchase Order No. 42'].map(poNumberKey)).toEqual(
      Array(5).fill('42'),
    );
    expect(poNumberKey('  ')).toBeNull();
  });
});

describe('matchPurchaseOrder', () => {
  const orders = [
    po('1', 'PO-100', [50000, 25000]),
    po('2', 'PO-200', [75000]),
    po('3', 'PO-300', [9000], 'Closed'),
  ];

  it('matches the open PO of the printed number, within tolerance on the total and each line', () => {
    expect(matchPurchaseOrder(invoice('po 100', [50400, 25000]), orders, tolerance)).toMatchObject({
      po: { id: '1' },
      by: 'number',
      difference_cents: 400,
      line_differences: [],
      within: true,
    });
  });

  it('names the lines beyond the line tolerance even when the total is within', () => {
    const match = matchPurchaseOrder(invoice('PO-100', [50800, 24500]), orders, tolerance);
    expect(match).toMatchObject({
      difference_cents: 300,
      line_differences: [{ line: 1, difference_cents: 800 }],
      within: false,
    });
  });

  it('a printed number of no open PO matches nothing (a closed one neither)', () => {
    expect(matchPurchaseOrder(invoice('PO-999', [75000]), orders, tolerance)).toBeNull();
    expect(matchPurchaseOrder(invoice('PO-300', [9000]), orders, tolerance)).toBeNull();
  });

  it('with no number printed, the open PO closest in amount and lines within tolerance', () => {
    expect(matchPurchaseOrder(invoice(null, [74800]), orders, tolerance)).toMatchObject({
      po: { id: '2' },
      by: 'amount',
    });
    expect(matchPurchaseOrder(invoice(null, [60000]), orders, tolerance)).toBeNull();
  });
});
