import { describe, expect, it } from 'vitest';
import { candidatesFor, indexLabels, type LabelHit } from '../src/fields/label-index';
import { buildLayout, type Cell } from '../src/layout/text-layout';
import { line } from './support/positioned-line';

// The totals of a Japanese invoice (mac-planning-jp-2025-001's layout): bracketed labels, the
// tax label wrapped over two lines with its amount level with the middle of its row.
const totals = buildLayout(
  [
    line(568, 577, ['(小計)', 77, 110], ['800,000', 413, 451]),
    line(583, 592, ['(消費税', 73, 110]),
    line(589, 598, ['80,000', 419, 451]),
    line(596, 605, ['10%)', 77, 106]),
    line(610, 619, ['(合計)', 73, 110], ['880,000', 413, 451]),
  ],
  1,
  true,
);

/** The label cells of a page, which no value is taken from. */
const labelCells = (hits: LabelHit[]) =>
  new Set(hits.map((hit) => hit.line.cells[hit.cellIndex]).filter((cell): cell is Cell => !!cell));

describe('labels in brackets and wrapped over two lines', () => {
  const hits = indexLabels(totals);
  const labelled = labelCells(hits);
  const valuesOf = (field: string) =>
    hits
      .filter((hit) => hit.field === field)
      .flatMap((hit) => candidatesFor(hit, totals, labelled).map((c) => c.text));

  it('reads a bracketed label as the label it holds', () => {
    expect(valuesOf('subtotal')).toContain('800,000');
    expect(valuesOf('total')).toContain('880,000');
  });

  it("takes the amount half a line below a wrapped label's first line as its value", () => {
    expect(valuesOf('tax')[0]).toBe('80,000');
  });

  it('does not take a line below the label, or left of it, as a wrapped value', () => {
    const below = buildLayout(
      [line(100, 109, ['(消費税', 73, 110]), line(112, 121, ['80,000', 419, 451])],
      1,
      true,
    );
    const hit = indexLabels(below).find((h) => h.field === 'tax');
    if (!hit) throw new Error('the bracketed tax label was not read');
    const where = candidatesFor(hit, below, new Set()).map((c) => c.where);
    expect(where).not.toContain('right');
  });
});

describe('a header over its values', () => {
  // A Brazilian electricity bill photographed (scan-elektro-pt-01): the OCR's date cell reaches
  // under the "Valor da Conta" header too, left of the amount that is right under it.
  const bill = buildLayout(
    [
      line(
        373,
        411,
        ['N° da Nota Fiscal/Conta de Energia Elétrica', 314, 860],
        ['Vencimento', 1140, 1300],
        ['Valor da Conta (R$)', 1356, 1637],
      ),
      line(
        405,
        455,
        ['000.533.716', 481, 640],
        ['J 04/02/2013', 1101, 1380],
        ['R$ 68,82', 1440, 1580],
      ),
    ],
    1,
    true,
  );

  it('takes the cell most under the label, not the first that reaches under it', () => {
    const hits = indexLabels(bill);
    const labelled = labelCells(hits);
    const below = (field: string) =>
      hits
        .filter((hit) => hit.field === field)
        .flatMap((hit) => candidatesFor(hit, bill, labelled))
        .filter((candidate) => candidate.where === 'below')
        .map((candidate) => candidate.text);
    expect(below('total')).toEqual(['R$ 68,82']);
    expect(below('invoiceNumber')).toEqual(['000.533.716']);
  });
});
