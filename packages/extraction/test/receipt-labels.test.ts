import { describe, expect, it } from 'vitest';
import type { TextRun } from '../src/layout/group-runs';
import { readRuns, runsAt } from './support/text-runs';

/** An OCR'd line of a thermal bill: its words far apart, each a cell of its own. */
const words = (y: number, ...printed: string[]): TextRun[] =>
  runsAt(
    y,
    24,
    ...printed.map((text, index): [string, number, number] => [
      text,
      340 + index * 160,
      340 + index * 160 + text.length * 14,
    ]),
  );

// A restaurant bill from Bangalore (scan-burger-seigneur-en-01's layout).
const bill = (...tail: TextRun[][]) =>
  readRuns(
    [
      [
        words(440, 'BURGER', 'SEIGNEUR'),
        words(980, 'Bill', 'No.:T2--126653'),
        words(1040, 'Date:', '2023-05-31'),
        words(1186, 'Item', 'Qty', 'Amt'),
        words(1333, 'Ripper', '1', '400.00'),
        words(1429, 'Coke', '1', '130.00'),
        ...tail,
      ].flat(),
    ],
    'ocr',
  );

describe("a receipt's labels", () => {
  it('read a label whose words are cells of their own', () => {
    const invoice = bill(
      words(1527, 'Total', 'Qty:', '2'),
      words(1934, 'Total', 'Invoice', 'Value:', '557'),
    );
    expect(invoice.total?.value).toBe('557.00');
  });

  it('count no "Total Qty" printed last as the total', () => {
    const invoice = bill(words(1500, 'Total', '530.00'), words(1600, 'Total', 'Qty:', '2'));
    expect(invoice.total?.value).toBe('530.00');
  });

  it('take the tax printed with its cents over one the OCR read without ("L325")', () => {
    const invoice = bill(
      words(1527, 'Total', 'Qty:', '2'),
      words(1677, 'GST@5%', '26.50'),
      words(1781, 'SGST', 'L325'),
      words(1934, 'Total', 'Invoice', 'Value:', '557'),
    );
    expect(invoice.tax?.value).toBe('26.50');
  });
});
