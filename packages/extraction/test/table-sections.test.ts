import { describe, expect, it } from 'vitest';
import type { TextRun } from '../src/layout/group-runs';
import { readRuns, runsAt } from './support/text-runs';

/** A line of a PDF's text layer, 9 pt tall: each run is [text, x0, x1]. */
const at = (y: number, ...placed: [string, number, number][]) => runsAt(y, 9, ...placed);
const header = (y: number) =>
  at(
    y,
    ['Description', 60, 120],
    ['Quantity', 300, 340],
    ['Unit price', 380, 430],
    ['Amount', 480, 520],
  );
/** A charge at `x` (an indented one further right), its amount in the amount column. */
const charge = (y: number, text: string, amount: string, x = 60) =>
  at(y, [text, x, x + 150], [amount, 485, 520]);
/** One page's lines (its number is its place among `items`' arguments). */
const page = (...lines: TextRun[][]): TextRun[] => lines.flat();
const items = (...pages: TextRun[][]) =>
  readRuns(pages).line_items.map((item) => [item.description.value, item.amount?.value]);

const letterhead = [at(40, ['Eaux de Genève SA', 60, 200]), at(52, ['Invoice 38600988', 60, 200])];

describe('a table in sections, pages and copies', () => {
  it("reads a charge's indented breakdown that adds up to it as detail, not as more charges", () => {
    const bill = page(
      ...letterhead,
      header(100),
      charge(120, 'Drinking water', '159.46'),
      charge(132, 'Fixed part, 70 days', '52.74', 70),
      charge(144, 'Included m3', '0.00', 70),
      charge(156, 'Beyond the fixed part', '106.72', 70),
      charge(170, 'Federal levy', '7.15'),
      charge(182, 'Meter reading', '3.00', 70),
      at(200, ['Total', 380, 420], ['166.61', 485, 520]),
    );
    expect(items(bill)).toEqual([
      ['Drinking water', '159.46'],
      ['Federal levy', '7.15'],
      // Indented but not adding up to the charge above: a charge of its own.
      ['Meter reading', '3.00'],
    ]);
  });

  it('reads a later section under the same header, after the first one closed with its total', () => {
    const electricity = page(
      ...letterhead,
      header(100),
      charge(120, 'Energy', '313.05'),
      charge(132, 'Network', '290.65'),
      at(150, ['Total', 380, 420], ['603.70', 485, 520]),
    );
    const water = page(
      at(40, ['Water, continued', 60, 200]),
      header(100),
      charge(120, 'Drinking water', '123.61'),
      charge(132, 'Waste water', '119.12'),
      at(150, ['Total', 380, 420], ['242.73', 485, 520]),
    );
    expect(items(electricity, water)).toEqual([
      ['Energy', '313.05'],
      ['Network', '290.65'],
      ['Drinking water', '123.61'],
      ['Waste water', '119.12'],
    ]);
  });

  it('reads the rows of a copy of the invoice once (ORIGINAL, then DUPLICADO)', () => {
    const copy = (title: string) =>
      page(
        at(40, [title, 60, 200]),
        header(100),
        charge(120, 'Bumper', '86674.38'),
        charge(132, 'Grille', '7187.60'),
        at(150, ['Total', 380, 420], ['93861.98', 485, 520]),
      );
    expect(items(copy('ORIGINAL'), copy('DUPLICADO'))).toEqual([
      ['Bumper', '86674.38'],
      ['Grille', '7187.60'],
    ]);
  });

  it("leaves out the row that carries the last page's subtotal forward", () => {
    const first = page(
      ...letterhead,
      header(100),
      charge(120, 'Bumper', '100.00'),
      charge(132, 'Grille', '200.00'),
      at(150, ['Subtotal:', 380, 420], ['363.00', 485, 520]),
    );
    const second = page(
      header(100),
      at(120, ['TRANSPORTE:', 380, 440], ['363.00', 485, 520]),
      charge(132, 'Fog lamp', '50.00'),
      at(150, ['Total', 380, 420], ['423.50', 485, 520]),
    );
    expect(items(first, second)).toEqual([
      ['Bumper', '100.00'],
      ['Grille', '200.00'],
      ['Fog lamp', '50.00'],
    ]);
  });
});
