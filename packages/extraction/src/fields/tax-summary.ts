import Decimal from 'decimal.js';
import { horizontalOverlap } from '../layout/overlap';
import type { Cell, Line } from '../layout/text-layout';
import { formatDecimal, parseAmount } from './amount';
import type { FieldContext } from './context';
import { type Found, sourceOf } from './source';

/**
 * The tax of an Indian GST tax summary: a table whose header names the kinds of GST (CGST, SGST,
 * IGST, UTGST) or a "Total Tax" column, with the amounts in the row (or the totals row) under
 * it, not beside a label. Read only where no labelled tax line was: a telecom or broadband bill
 * prints "HSN | Taxable Value | CGST | SGST | Total Tax | Total" under the charges, a services
 * invoice "CGST | SGST | Total" with its totals row.
 */
const GST_KIND = /^(?:c|s|i|ut)gst\b/i;
const TOTAL_TAX = /^total\s*(?:tax|gst)\b/i;
const TOTAL = /^total\b/i;
// A header's rows come within a few lines: "Rate | Amount" may stand between.
const ROWS_WITHIN = 5;
// A row's rounding: each kind rounded on its own may differ from their total by a cent each.
const CENT = new Decimal('0.01');

type Column = { kind: 'gst' | 'totalTax' | 'total'; cell: Cell };

function gstColumns(line: Line): Column[] {
  const columns: Column[] = [];
  for (const cell of line.cells) {
    const text = cell.text.trim();
    if (TOTAL_TAX.test(text)) columns.push({ kind: 'totalTax', cell });
    else if (GST_KIND.test(text)) columns.push({ kind: 'gst', cell });
    else if (TOTAL.test(text) && columns.length > 0) columns.push({ kind: 'total', cell });
  }
  const kinds = columns.filter((column) => column.kind === 'gst').length;
  return kinds >= 2 || columns.some((column) => column.kind === 'totalTax') ? columns : [];
}

/** The amount of a row under each column: the cell that overlaps the column's header most. */
function rowValues(line: Line, columns: Column[], decimalMark: ',' | '.' | undefined) {
  const values = new Map<Column, { value: string; cell: Cell }>();
  for (const cell of line.cells) {
    const value = parseAmount(cell.text, decimalMark);
    if (value === null || !/[.,]\d{2}\b/.test(cell.text)) continue;
    let best: Column | undefined;
    for (const column of columns)
      if (
        horizontalOverlap(cell, column.cell) > 0 &&
        (!best || horizontalOverlap(cell, column.cell) > horizontalOverlap(cell, best.cell))
      )
        best = column;
    if (best && !values.has(best)) values.set(best, { value, cell });
  }
  return values;
}

export function readTaxSummary(context: FieldContext): Found<string> | null {
  const { lines, positioned } = context.layout;
  if (!positioned) return null;
  for (const [index, line] of lines.entries()) {
    const columns = gstColumns(line);
    if (columns.length === 0) continue;
    const rows = lines
      .slice(index + 1, index + 1 + ROWS_WITHIN)
      .filter((row) => row.page === line.page)
      .map((row) => ({ row, values: rowValues(row, columns, context.decimalMark) }))
      .filter(({ values }) => values.size > 0);
    // The totals row when the table has one, else its only row.
    const totals = rows.find(({ row }) => TOTAL.test(row.cells[0]?.text.trim() ?? ''));
    const chosen = totals ?? (rows.length === 1 ? rows[0] : undefined);
    if (!chosen) continue;
    const { row, values } = chosen;
    const at = (kind: Column['kind']) =>
      [...values].filter(([column]) => column.kind === kind).map(([, value]) => value);
    const found = (value: string, cell: Cell, confidence: number): Found<string> => ({
      value,
      confidence,
      source: sourceOf(row, cell.text, cell),
    });
    const [totalTax] = at('totalTax');
    if (totalTax) return found(totalTax.value, totalTax.cell, 0.65);
    const kinds = at('gst');
    if (kinds.length < 2) continue;
    const sum = kinds.reduce((total, kind) => total.plus(kind.value), new Decimal(0));
    // "CGST | SGST | Total": the total of the two when it is theirs (to the cent each), as printed.
    const [total] = at('total');
    if (total && sum.minus(total.value).abs().lte(CENT.times(kinds.length)))
      return found(total.value, total.cell, 0.6);
    return found(formatDecimal(sum), (kinds[0] as { cell: Cell }).cell, 0.55);
  }
  return null;
}
