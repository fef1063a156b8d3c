import Decimal from 'decimal.js';
import { characterPosition } from '../layout/character-position';
import { horizontalOverlap } from '../layout/overlap';
import type { Cell, Line } from '../layout/text-layout';
import { findAmounts } from './amount';
import { type Column, columnOf, type HeaderColumn, isOneColumnWord } from './line-item-columns';
import { DECIMALS, readRow } from './line-item-rows';

// Finding a line-item table's header: a row (or two or three stacked rows) of column words.

/** Header cells as columns; a cell naming two columns ("IMPORTE ALICUOTA") is split in two. */
function columnsOf(cells: { text: string; x0: number; x1: number }[]): HeaderColumn[] {
  const columns: HeaderColumn[] = [];
  for (const cell of cells) {
    const whole = columnOf(cell.text);
    const words = cell.text.trim().split(/\s+/);
    const perWord = words.map((item) => columnOf(item));
    const splits =
      words.length === 2 &&
      perWord[0] !== undefined &&
      perWord[1] !== undefined &&
      perWord[0] !== perWord[1] &&
      whole === perWord[0] &&
      !isOneColumnWord(cell.text);
    if (!splits) {
      columns.push({ column: whole ?? 'ignore', x0: cell.x0, x1: cell.x1, text: cell.text });
      continue;
    }
    const middle =
      cell.x0 + ((cell.x1 - cell.x0) * ((words[0] as string).length + 0.5)) / cell.text.length;
    columns.push({
      column: perWord[0] as Column,
      x0: cell.x0,
      x1: middle,
      text: words[0] as string,
    });
    columns.push({
      column: perWord[1] as Column,
      x0: middle,
      x1: cell.x1,
      text: words[1] as string,
    });
  }
  return columns;
}

// A price or total: digits with decimals ("651,00", "1.094,11"); a header row has none.
const hasAmount = (text: string) => /\d[.,]\d{2}(?!\d)/.test(text);

// One Han character to a cell: a header printed letter-spaced ("金  额", "税  额" on a fapiao)
// that the OCR cut at each gap.
const LONE_HAN = /^\p{Script=Han}$/u;

/** The header's cells with each run of lone Han characters joined into the word they spell. */
function joinSpacedHan(cells: { text: string; x0: number; x1: number }[]) {
  const joined: { text: string; x0: number; x1: number }[] = [];
  let run = false;
  for (const cell of cells) {
    const lone = LONE_HAN.test(cell.text.trim());
    const last = joined.at(-1);
    if (lone && run && last) {
      last.text += cell.text.trim();
      last.x1 = cell.x1;
    } else joined.push({ text: cell.text, x0: cell.x0, x1: cell.x1 });
    run = lone;
  }
  return joined;
}

/** Cells that are mostly a table header's words: no amount, three in five known column words. */
export function isHeaderWords(
  printed: { text: string; x0: number; x1: number }[],
  least = 1,
): boolean {
  const cells = joinSpacedHan(printed);
  if (cells.length < least || cells.some((cell) => hasAmount(cell.text))) return false;
  const known = cells.filter((cell) => columnOf(cell.text) !== undefined).length;
  return known >= least && known >= cells.length * 0.6;
}

/** A row of column words (one unknown cell in three at most, no amounts) as columns. */
function wordColumns(printed: { text: string; x0: number; x1: number }[]): HeaderColumn[] | null {
  return isHeaderWords(printed, 2) ? columnsOf(joinSpacedHan(printed)) : null;
}

/** Columns that make a table: an amount, and a description, quantity or price beside it. */
function tableColumns(columns: HeaderColumn[] | null): HeaderColumn[] | null {
  const kinds = new Set(columns?.map((column) => column.column));
  return kinds.has('amount') &&
    (kinds.has('description') || kinds.has('quantity') || kinds.has('rate'))
    ? columns
    : null;
}

/** A header row: mostly column words, no amounts, an amount column among them. */
const headerColumns = (printed: { text: string; x0: number; x1: number }[]) =>
  tableColumns(wordColumns(printed));

type HeaderCell = Pick<Cell, 'text' | 'x0' | 'x1' | 'runs'>;

/** A cell's words, each placed where it is printed (as `segmentsOf` places numbers). */
function wordsOf(cell: HeaderCell): HeaderCell[] {
  const at = characterPosition(cell);
  return [...cell.text.matchAll(/\S+/g)].map((word) => ({
    text: word[0],
    x0: at(word.index),
    x1: at(word.index + word[0].length),
  }));
}

/**
 * A header's lines with a cell reaching over two cells of another of its lines cut into words:
 * the PDF ran the words of neighbouring columns together ("Amount Rate Type Amount Amount" under
 * "Net | Tax Tax | Tax | Total").
 */
function splitWideCells(rows: HeaderCell[][]): HeaderCell[][] {
  let result = rows;
  // Cutting one line's cell can make another line's cell reach over two: a few passes settle it.
  for (let pass = 0; pass < rows.length; pass += 1)
    result = result.map((row, at) =>
      row.flatMap((cell) =>
        result.some(
          (other, otherAt) =>
            otherAt !== at && other.filter((item) => horizontalOverlap(item, cell) > 0).length >= 2,
        ) && /\s/.test(cell.text.trim())
          ? wordsOf(cell)
          : [cell],
      ),
    );
  return result;
}

/**
 * A header printed on two or three lines ("Celkem" over "bez DPH"; "Tax" over "Amount"): the
 * cells of all, stacked by column.
 */
function mergedHeader(lines: Line[]): HeaderCell[] | null {
  for (const [at, line] of lines.entries()) {
    if (line.page !== lines[0]?.page || hasAmount(line.text)) return null;
    const above = lines[at - 1];
    if (above?.box && line.box && line.box[1] - above.box[3] > (above.box[3] - above.box[1]) * 1.5)
      return null;
  }
  const rows: HeaderCell[][] = lines.map((line) => line.cells);
  const split = lines.length > 2 ? splitWideCells(rows) : rows;
  const plain = ({ text, x0, x1 }: HeaderCell) => ({ text, x0, x1 });
  const merged = (split[split.length - 1] ?? []).map(plain);
  for (const row of split.slice(0, -1).reverse())
    for (const cell of row) {
      const under = merged.find((item) => horizontalOverlap(item, cell) > 0);
      if (under) {
        under.text = `${cell.text} ${under.text}`;
        under.x0 = Math.min(under.x0, cell.x0);
        under.x1 = Math.max(under.x1, cell.x1);
      } else merged.push(plain(cell));
    }
  return merged.sort((a, b) => a.x0 - b.x0);
}

/**
 * A header whose column words were printed (or OCR'd) as one or two cells ("Cantidad FPre.lni
 * Pre.Tot"): its words, each where it is printed, when all but one of three or more are column
 * words, an amount column among them.
 */
function runTogetherHeader(line: Line): HeaderColumn[] | null {
  if (line.cells.length > 2) return null;
  const words = line.cells.flatMap(wordsOf);
  const unknown = words.filter((word) => columnOf(word.text) === undefined).length;
  if (words.length < 3 || unknown > 1 || hasAmount(line.text)) return null;
  return headerColumns(words);
}

/**
 * A header that names the quantity and the unit price but whose amount column's word the OCR
 * lost (a fapiao's 金额): the row under it prints, right of the price, their product to the
 * cent, and where it stands is the amount column.
 */
function lostAmountColumn(
  columns: HeaderColumn[],
  line: Line,
  next: Line | undefined,
): HeaderColumn[] | null {
  if (!next || next.page !== line.page) return null;
  const kinds = new Set(columns.map((column) => column.column));
  const price = columns.find((column) => column.column === 'rate');
  if (kinds.has('amount') || !kinds.has('quantity') || !price) return null;
  const { quantity, rate } = readRow(next, columns).numbers;
  if (!quantity || !rate) return null;
  const product = new Decimal(quantity.value).times(rate.value);
  if (product.lte(0)) return null;
  const amount = next.cells.find(
    (cell) =>
      cell.x0 >= price.x1 &&
      findAmounts(cell.text).some((found) => product.minus(found.value).abs().lte(0.01)),
  );
  if (!amount) return null;
  return [...columns, { column: 'amount' as const, x0: amount.x0, x1: amount.x1, text: '' }].sort(
    (a, b) => a.x0 - b.x0,
  );
}

/**
 * A header fewer than three in five of whose cells are known column words (a CFDI's "Clave
 * Prod/Serv | Cantidad | Clave Unidad | Descripción | Valor Unitario | Descuento | Importe"):
 * taken when three or more are, an amount column among them, and the row under it prints an
 * amount with decimals under that column's header.
 */
function confirmedByRow(line: Line, next: Line | undefined): HeaderColumn[] | null {
  if (!next || next.page !== line.page) return null;
  const cells = joinSpacedHan(line.cells);
  const known = cells.filter((cell) => columnOf(cell.text) !== undefined).length;
  if (known < 3 || known < cells.length * 0.4 || cells.some((cell) => hasAmount(cell.text)))
    return null;
  const columns = tableColumns(columnsOf(cells));
  const amount = columns ? readRow(next, columns).numbers.amount : undefined;
  const under = columns?.find((column) => column.column === 'amount');
  return amount &&
    under &&
    DECIMALS.test(amount.raw) &&
    horizontalOverlap(under, amount.segment) > 0
    ? columns
    : null;
}

/** The header at a line: the line alone, or with the one or two lines under it. */
export function headerAt(
  lines: Line[],
  index: number,
): { columns: HeaderColumn[]; lines: Line[] } | null {
  const line = lines[index] as Line;
  const printed = wordColumns(line.cells);
  const alone = tableColumns(printed) ?? runTogetherHeader(line);
  const stackedOf = (size: number) => {
    const stacked = lines.slice(index, index + size);
    const merged = stacked.length === size ? mergedHeader(stacked) : null;
    const columns = merged ? headerColumns(merged) : null;
    return columns ? { columns, lines: stacked } : null;
  };
  if (!alone) {
    // A line naming no column over a header whole on its own ("Leeds LS1 4AP" over "Details |
    // Hours | Unit Price | Line Total", where a text's blank line between them is gone) is the
    // block above the table, not the header's first line.
    const next = lines[index + 1];
    if (
      next &&
      !line.cells.some((cell) => columnOf(cell.text) !== undefined) &&
      (headerColumns(next.cells) ?? runTogetherHeader(next))
    )
      return null;
    const stacked = stackedOf(2);
    if (stacked) return stacked;
    if (!printed) {
      const confirmed = confirmedByRow(line, next);
      return confirmed ? { columns: confirmed, lines: [line] } : null;
    }
    const lost = lostAmountColumn(printed, line, lines[index + 1]);
    return lost ? { columns: lost, lines: [line] } : null;
  }
  // A header whose words go on under it ("Sl. | Unit | Net" over "No | Price | Amount"): the
  // lines under it that are header words too are part of it.
  const words = lines.slice(index + 1, index + 3);
  const under = words.findIndex((next) => !isHeaderWords(next.cells));
  const size = 1 + (under === -1 ? words.length : under);
  return (size > 1 ? (stackedOf(size) ?? stackedOf(2)) : null) ?? { columns: alone, lines: [line] };
}
