import { describe, expect, it } from 'vitest';
import { readRuns, runsAt } from './support/text-runs';

// A table header whose trade prints columns the vocabularies do not know (a waybill, an
// origin, a weight) is still a header when enough of it is known and its first row prints an
// amount under the amount column.
describe('a table header with unfamiliar column words', () => {
  const header = runsAt(
    120,
    9,
    ['Waybill', 40, 75],
    ['Origin', 95, 125],
    ['Destination', 145, 195],
    ['Description', 215, 265],
    ['Qty', 330, 345],
    ['Rate', 380, 400],
    ['Amount', 460, 500],
  );
  const page = (first: [string, number, number][]) => [
    ...runsAt(40, 14, ['Bayline Freight Ltd', 40, 180], ['Invoice No. BF-7731', 360, 500]),
    ...runsAt(60, 9, ['Invoice date: 12/05/2025', 360, 500]),
    ...header,
    ...runsAt(135, 9, ...first),
    ...runsAt(
      150,
      9,
      ['WB-20418', 40, 80],
      ['Leeds', 95, 120],
      ['Hull', 145, 165],
      ['Pallet, ambient', 215, 290],
      ['2', 340, 345],
      ['85.00', 375, 400],
      ['170.00', 470, 500],
    ),
    ...runsAt(180, 9, ['Total due', 380, 430], ['590.00', 470, 500]),
  ];

  it('reads the rows when the first prints an amount under "Amount"', () => {
    const invoice = readRuns([
      page([
        ['WB-20417', 40, 80],
        ['Leeds', 95, 120],
        ['Bristol', 145, 180],
        ['Full load, chilled', 215, 300],
        ['1', 340, 345],
        ['420.00', 370, 400],
        ['420.00', 470, 500],
      ]),
    ]);
    expect(
      invoice.line_items.map((item) => [
        item.description.value,
        item.quantity?.value,
        item.rate?.value,
        item.amount?.value,
      ]),
    ).toEqual([
      ['Full load, chilled', '1.00', '420.00', '420.00'],
      ['Pallet, ambient', '2.00', '85.00', '170.00'],
    ]);
  });
});
