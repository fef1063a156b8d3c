import { describe, expect, it } from 'vitest';
import { findAmounts } from '../src/fields/amount';
import { readRuns, runsAt } from './support/text-runs';

/** A line of a PDF's text layer, 12 pt tall. */
const runs = (y: number, ...placed: [string, number, number][]) => runsAt(y, 12, ...placed);

// An Indian marketplace's tax invoice (skymart-india-in-2025-001's layout): the header on three
// lines, neighbouring columns' words run together into one cell ("Amount Rate Type Amount
// Amount"), and each row's description in small print joined to its amounts in one cell.
const page = [
  ...runs(100, ['SKYMART INDIA', 43, 120], ['Invoice Number : CCX1-7808', 399, 553]),
  ...runs(115, ['Invoice Date : 29.05.2025', 420, 553]),
  ...runs(
    389,
    ['Sl.', 44, 52],
    ['Unit', 342, 360],
    ['Net', 393, 405],
    ['Tax', 429, 441],
    ['Tax', 445, 457],
    ['Tax', 479, 491],
    ['Total', 515, 536],
  ),
  ...runs(402, ['Description', 58, 100], ['Qty', 376, 390]),
  ...runs(
    415,
    ['No', 44, 54],
    ['Price', 342, 362],
    ['Amount', 393, 420],
    ['Rate', 425, 441],
    ['Type', 445, 462],
    ['Amount', 466, 493],
    ['Amount', 508, 536],
  ),
  ...runs(
    430,
    ['1 Gesto Serial String Lights for Decoration, Crystal Star Fairy (Warm White)', 48, 335],
    ['₹163.56', 342, 372],
    ['1', 378, 382],
    ['₹163.56', 393, 423],
    ['9%', 429, 440],
    ['CGST', 445, 466],
    ['₹14.72', 479, 505],
    ['₹193.00', 515, 545],
  ),
  ...runs(
    450,
    ['Shipping Charges', 58, 120],
    ['₹33.90', 342, 372],
    ['₹33.90', 393, 423],
    ['9%', 429, 440],
    ['CGST', 445, 466],
    ['₹3.05', 479, 505],
    ['₹40.00', 515, 545],
  ),
  ...runs(480, ['TOTAL:', 44, 75], ['₹35.54', 479, 505], ['₹233.00', 509, 545]),
];

const read = () => readRuns([page]);

describe('columns whose words the PDF ran together', () => {
  it('reads the tax under a header printed on three lines, from the totals row', () => {
    expect(read().tax?.value).toBe('35.54');
  });

  it("places a row's amounts where their runs are printed, not by their share of the cell", () => {
    const items = read().line_items.map((item) => [
      item.quantity?.value ?? null,
      item.rate?.value ?? null,
      item.amount?.value ?? null,
    ]);
    // The net amount of each row (the table's first amount column), its unit price and quantity.
    expect(items).toEqual([
      ['1.00', '163.56', '163.56'],
      [null, '33.90', '33.90'],
    ]);
  });

  it('finds an amount where its number starts, not at the space before it', () => {
    const [amount] = findAmounts('Party (Warm ₹163.56 1');
    expect(amount?.raw).toBe('₹163.56');
    expect(amount?.index).toBe('Party (Warm '.length);
  });
});

describe('the box a field was read from', () => {
  it('is the value within its cell, where the cell keeps its runs', () => {
    const invoice = readRuns([
      [
        ...runs(100, ['Northwind Supplies Ltd', 40, 200]),
        ...runs(120, ['Invoice No.', 40, 100], ['NW-1001', 104, 150]),
        ...runs(300, ['Total due:', 300, 360], ['1,234.00', 365, 415]),
      ],
    ]);
    expect(invoice.total?.value).toBe('1234.00');
    // The amount's run, not the cell with its label (300-415).
    expect(invoice.total?.source.box).toEqual([365, 300, 415, 312]);
  });
});
