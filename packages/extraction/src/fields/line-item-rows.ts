import Decimal from 'decimal.js';
import { characterPosition } from '../layout/character-position';
import { horizontalOverlap } from '../layout/overlap';
import type { Cell, Line } from '../layout/text-layout';
import { unitsFor } from '../vocabulary';
import { findAmounts } from './amount';
import type { HeaderColumn } from './line-item-columns';

// Reading a line-item table's rows: each number to the column printed over it.

/** A cell's text with its estimated place: PDFs often print neighbouring columns as one run. */
type Segment = { text: string; x0: number; x1: number; cell: Cell };

// A number and what may be printed with it: a currency ("CA$1,579.20", "1.094,11 €", "21,700
// EUR") or a unit ("10,000 ST", "3 pcs", "1,00 unidades"; `vocabulary/`).
const UNIT = new RegExp(`^(?:${unitsFor().join('|')})\\.?$`, 'iu');
function isNumberCell(text: string, amount: { raw: string }): boolean {
  const rest = text
    .replace(amount.raw, '')
    .replace(/[\s$€£¥₹()'’%-]|[A-Z]{2,3}\$?/g, '')
    .trim();
  return rest.length <= 2 || UNIT.test(rest);
}

/** Splits a cell into runs of words and single numbers, each placed where it is printed. */
function segmentsOf(cell: Cell, decimalMark?: ',' | '.'): Segment[] {
  const { text } = cell;
  const at = characterPosition(cell);
  const segment = (start: number, end: number): Segment => ({
    text: text.slice(start, end).trim(),
    x0: at(start),
    x1: at(end),
    cell,
  });
  const segments: Segment[] = [];
  let from = 0;
  // Numbers as the amount reader sees them ("44 139,26" is one), a unit or currency kept with them.
  for (const amount of findAmounts(text, decimalMark)) {
    let end = amount.index + amount.raw.length;
    const unit = /^\s+(\S+)/.exec(text.slice(end));
    if (unit && (UNIT.test(unit[1] as string) || /^[A-Z]{3}$|^[€$£¥₹]$/.test(unit[1] as string)))
      end += unit[0].length;
    if (text.slice(from, amount.index).trim()) segments.push(segment(from, amount.index));
    segments.push(segment(amount.index, end));
    from = end;
  }
  if (text.slice(from).trim()) segments.push(segment(from, text.length));
  return segments;
}

export type Placed = { value: string; raw: string; segment: Segment };

// An amount with cents (or a thousands group): a year or an article number in prose has none.
export const DECIMALS = /\d[.,'’ ]\d/;
type Row = {
  line: Line;
  description: string;
  numbers: Partial<Record<'quantity' | 'rate' | 'amount' | 'tax', Placed>>;
};

const centre = (item: { x0: number; x1: number }) => (item.x0 + item.x1) / 2;

/** How far a value sits from a column: by its left edge, centre or right edge, whichever is nearest (headers and values align either way). */
function offset(header: HeaderColumn, segment: Segment): number {
  return Math.min(
    Math.abs(header.x0 - segment.x0),
    Math.abs(centre(header) - centre(segment)),
    Math.abs(header.x1 - segment.x1),
  );
}

function nearestColumn(segment: Segment, columns: HeaderColumn[]): HeaderColumn | undefined {
  const overlapping = columns.filter((header) => horizontalOverlap(header, segment) > 0);
  if (overlapping.length === 1) return overlapping[0];
  const pool = overlapping.length ? overlapping : columns;
  return [...pool].sort((a, b) => offset(a, segment) - offset(b, segment))[0];
}

export function readRow(line: Line, columns: HeaderColumn[], decimalMark?: ',' | '.'): Row {
  const row: Row = { line, description: '', numbers: {} };
  const hasDescription = columns.some((column) => column.column === 'description');
  const taken = new Map<HeaderColumn, { placed: Placed; distance: number }>();
  // A cell reaching over two columns is split into its words and numbers; others stay whole
  // (a description "Printer paper, A4, 5 reams" keeps its 5).
  const spans = (cell: Cell) =>
    columns.filter((column) => horizontalOverlap(column, cell) > 0).length >= 2 &&
    (cell.text.length <= 24 ||
      findAmounts(cell.text, decimalMark).filter((amount) => DECIMALS.test(amount.raw)).length >=
        2);
  const segments = line.cells.flatMap((cell) =>
    spans(cell)
      ? segmentsOf(cell, decimalMark)
      : [{ text: cell.text, x0: cell.x0, x1: cell.x1, cell }],
  );
  const overlaps = (column: HeaderColumn, segment: Segment) =>
    horizontalOverlap(column, segment) > 0;
  // A rate or code column with its own value under it ("13%" under 税率): a number beside it
  // that overlaps no header is its neighbour's, printed toward it (a fapiao's amounts sit
  // right-aligned in wide columns under short centred headers).
  const held = columns.filter(
    (column) => column.column === 'ignore' && segments.some((segment) => overlaps(column, segment)),
  );
  const columnOfNumber = (segment: Segment) => {
    const nearest = nearestColumn(segment, columns);
    if (!nearest || !held.includes(nearest) || overlaps(nearest, segment)) return nearest;
    return nearestColumn(
      segment,
      columns.filter((column) => column.column !== 'ignore' && column.column !== 'description'),
    );
  };
  for (const segment of segments) {
    const amounts = findAmounts(segment.text, decimalMark);
    const amount = amounts[0];
    const numeric =
      amounts.length === 1 && amount !== undefined && isNumberCell(segment.text, amount);
    const header = numeric ? columnOfNumber(segment) : nearestColumn(segment, columns);
    if (numeric && header && header.column !== 'description') {
      const distance = offset(header, segment);
      const before = taken.get(header);
      if (!before || distance < before.distance)
        taken.set(header, { placed: { value: amount.value, raw: amount.raw, segment }, distance });
      continue;
    }
    if (
      header?.column === 'description' ||
      !hasDescription ||
      (!numeric && header?.column !== 'ignore')
    )
      row.description = `${row.description} ${segment.text}`.trim();
  }
  for (const [header, { placed }] of taken) {
    if (
      header.column === 'quantity' ||
      header.column === 'rate' ||
      header.column === 'amount' ||
      header.column === 'tax'
    )
      // Two amount columns (net, then gross): the net one, which adds up to the subtotal.
      row.numbers[header.column] ??= placed;
  }
  return row;
}

/** Unpositioned rows (text, HTML) that do not line up with the header: numbers from the right. */
export function readPlainRow(line: Line, columns: HeaderColumn[], decimalMark?: ',' | '.'): Row {
  const row: Row = { line, description: '', numbers: {} };
  const order = columns
    .map(({ column }) => column)
    .filter((column): column is 'quantity' | 'rate' | 'amount' =>
      ['quantity', 'rate', 'amount'].includes(column),
    );
  const numbers: Placed[] = [];
  const hasDescription = columns.some((column) => column.column === 'description');
  // Where another column's header starts (an HTML table's cell), or mostly under its header and
  // not under the description's (a text table's unit, "10,50%" under "Alic.").
  const atOtherColumn = (cell: Cell) =>
    hasDescription &&
    columns.some(
      (column) =>
        column.column !== 'description' &&
        (column.x0 === cell.x0 || horizontalOverlap(column, cell) * 2 >= cell.x1 - cell.x0),
    ) &&
    !columns.some(
      (column) => column.column === 'description' && horizontalOverlap(column, cell) > 0,
    );
  for (const cell of line.cells) {
    const amounts = findAmounts(cell.text, decimalMark);
    const amount = amounts[0];
    // A number alone, or with its currency or unit ("12 Std").
    if (amounts.length === 1 && amount && isNumberCell(cell.text, amount))
      numbers.push({
        value: amount.value,
        raw: amount.raw,
        segment: { text: cell.text, x0: cell.x0, x1: cell.x1, cell },
      });
    // Words standing at another column (a unit, "20 %") are that column's.
    else if (!atOtherColumn(cell)) row.description = `${row.description} ${cell.text}`.trim();
  }
  const fromRight: Row['numbers'] = {};
  const used = order.slice(-numbers.length);
  numbers.slice(-used.length).forEach((number, index) => {
    fromRight[used[index] as 'quantity' | 'rate' | 'amount'] = number;
  });
  row.numbers = underTheirColumns(numbers, columns, fromRight) ?? fromRight;
  return row;
}

/** A row's quantity, rate and amount multiply out (to the cent), where it has all three. */
const multipliesOut = ({ quantity, rate, amount }: Row['numbers']) =>
  quantity !== undefined &&
  rate !== undefined &&
  amount !== undefined &&
  new Decimal(quantity.value).times(rate.value).minus(amount.value).abs().lt(0.01);

/**
 * A text row's numbers each under a column of its own, as a table aligned with spaces prints
 * them ("1.00" under "Cantidad", "0.00" under "Descuento"), or an HTML table's cells placed by
 * their column: each is its column's, and one under a column of no interest (a discount, a
 * code) is no quantity, rate or amount. Null when they do not line up so, or when the numbers
 * read from the right multiply out and these do not (a row printed out of line).
 */
function underTheirColumns(
  numbers: Placed[],
  columns: HeaderColumn[],
  fromRight: Row['numbers'],
): Row['numbers'] | null {
  const under = numbers.map((number) => {
    const over = columns.filter(
      (column) => column.column !== 'description' && horizontalOverlap(column, number.segment) > 0,
    );
    return over.length === 1 ? over[0] : undefined;
  });
  const distinct = new Set(under).size === under.length;
  if (numbers.length === 0 || !distinct || under.some((column) => column === undefined))
    return null;
  const placed: Row['numbers'] = {};
  numbers.forEach((number, index) => {
    const column = (under[index] as HeaderColumn).column;
    if (column === 'quantity' || column === 'rate' || column === 'amount')
      placed[column] ??= number;
  });
  if (Object.keys(placed).length === 0) return null;
  return multipliesOut(fromRight) && !multipliesOut(placed) ? null : placed;
}

/** A line right under a row, on the same page, that only carries more description. */
export function isContinuation(previous: Line, line: Line): boolean {
  if (line.page !== previous.page || line.cells.length > 2) return false;
  if (previous.box && line.box)
    return line.box[1] - previous.box[3] < (previous.box[3] - previous.box[1]) * 0.9;
  return line.index === previous.index + 1;
}
