import { horizontalOverlap } from '../layout/overlap';
import type { Cell, Line, TextLayout } from '../layout/text-layout';
import { CONFIDENCE } from './confidence-policy';
import { foldAbbreviations, LABELS, type LabelName, OPENING_BRACKET } from './labels';

/** A cell that starts with a label: which field, and what follows the label in the cell. */
export type LabelHit = {
  field: LabelName;
  line: Line;
  cellIndex: number;
  label: string;
  rest: string;
  /** Of a compound label ("Rechnungsnummer / Datum"): which part of a "94165608 / 30.08.2018". */
  part?: number;
  /** A label listed inside a cell after another value: its value is the rest of the cell only. */
  within?: true;
};

/** A text that may hold a label's value, and how it relates to the label. */
export type Candidate = { text: string; line: Line; cell: Cell; where: 'same' | 'right' | 'below' };

const LEADING_NOISE = /^[\s*•·|:#-]+/;
// After a label: its colon or "No.", and a translation in brackets ("Số (No.):", "Người mua
// hàng (Buyer):"), which has no digits (a phone's "(030) 1234" is a value).
// A colon may be a full-width one, as Japanese and Chinese text prints it ("請求番号：").
const SEPARATOR = /^\s*(?:\([^()\d]{1,30}\)\s*)?(?:[:#.\-–—：]|n[o°º]\.?)*\s*/i;

/** The field whose label matches the start of a text the longest. */
function longestLabel(text: string) {
  const folded = foldAbbreviations(text);
  let best: { field: LabelName; match: string } | undefined;
  for (const [field, pattern] of Object.entries(LABELS) as [LabelName, RegExp][]) {
    const match = pattern.exec(folded.text)?.[0];
    if (match && (!best || match.length > best.match.length)) best = { field, match };
  }
  return best ? { ...best, rest: text.slice(folded.origin[best.match.length]) } : undefined;
}

// A cell listing labelled values, each after a comma, a semicolon or a middle dot ("Банк: ПАО
// Сбербанк, БИК 044525225, р/с 40702810…", "IBAN: DE89 …; BIC: COBADEFFXXX", "USt-IdNr.:
// DE123456789 · Geschäftsführer: …"): each label starts a value of its own, which ends where the
// next label starts. A party's name is never read so: it stands in a cell of its own.
const LISTED_AFTER = /(?:[,;]|\s[·•|])\s+(?=\p{L})/gu;
const NAMES = new Set<LabelName>(['vendor', 'billTo', 'payee', 'requisitioner', 'bankName']);

/** The labels listed in a cell after its start: where the separator before each one is, and its value. */
function listedLabels(text: string) {
  const listed: { separator: number; field: LabelName; match: string; from: number }[] = [];
  for (const mark of text.matchAll(LISTED_AFTER)) {
    const piece = text.slice(mark.index + mark[0].length);
    const found = longestLabel(piece);
    // Only a label with its colon, figures or a code in capitals after it ("BIC SSKMDEMMXXX") is
    // listed: "Total Plaza" is not.
    if (found && /^\s*[:#：]|\d|^\s*[A-Z]{6,}\b/u.test(found.rest))
      listed.push({ ...found, separator: mark.index, from: text.length - found.rest.length });
  }
  return listed.map(({ separator, field, match, from }, index) => ({
    separator,
    field,
    match,
    rest: text.slice(from, listed[index + 1]?.separator ?? text.length),
  }));
}

// A label's words OCR'd as cells of their own (a receipt's wide-spaced "Total | Invoice |
// Value: | 557"): up to this many cells are read as one label.
const LABEL_CELLS = 3;

/** Finds, for every cell, the field whose label matches its start the longest. */
export function indexLabels(layout: TextLayout): LabelHit[] {
  const hits: LabelHit[] = [];
  for (const line of layout.lines) {
    let consumed = -1;
    line.cells.forEach((cell, start) => {
      if (start <= consumed) return;
      const text = cell.text.replace(LEADING_NOISE, '').replace(OPENING_BRACKET, '');
      // Labels start with a letter: amounts, dates and codes need no look (half the cells).
      if (/^[\d(.,]/.test(text)) return;
      const listed = listedLabels(text);
      for (const each of listed) {
        const rest = each.rest.replace(SEPARATOR, '').trim();
        if (rest && !NAMES.has(each.field) && each.field !== 'other')
          hits.push({
            field: each.field,
            line,
            cellIndex: start,
            label: each.match,
            rest,
            within: true,
          });
      }
      let found = longestLabel(text);
      let cellIndex = start;
      // A label that is its whole cell, or a word of one, may go on in the next cells (words,
      // no figures).
      for (let next = start + 1; next < start + LABEL_CELLS; next += 1) {
        const more = line.cells[next]?.text ?? '';
        if (found?.rest.replace(SEPARATOR, '').trim() || !more || /\d/.test(more)) break;
        if (!found && !/^\p{L}{2,12}$/u.test(text)) break;
        const words = line.cells.slice(start + 1, next + 1).map((each) => each.text);
        const longer = longestLabel([text, ...words].join(' '));
        // A label its next word unsays ("Total" of "Total | Qty: | 2") is none.
        if (found && (!longer || longer.match.length < found.match.length)) {
          found = undefined;
          break;
        }
        if (!longer || longer.match.length <= Math.max(found?.match.length ?? 0, text.length))
          continue;
        found = longer;
        cellIndex = next;
      }
      if (!found) return;
      consumed = cellIndex;
      const best = found;
      // A value listed before other labelled values ends where the first one's separator is.
      const end = listed.find(
        (each) => each.separator >= text.length - best.rest.length,
      )?.separator;
      const rest = (
        end !== undefined && cellIndex === start
          ? best.rest.slice(0, best.rest.length - (text.length - end))
          : best.rest
      )
        .replace(SEPARATOR, '')
        .trim();
      const second = compoundPart(rest);
      if (second && second.field !== best.field) {
        // "Rechnungsnummer / Datum" over "94165608 / 30.08.2018": two labels, two values.
        hits.push({ field: best.field, line, cellIndex, label: best.match, rest: '', part: 0 });
        hits.push({ field: second.field, line, cellIndex, label: second.match, rest: '', part: 1 });
        return;
      }
      hits.push({ field: best.field, line, cellIndex, label: best.match, rest });
    });
  }
  return hits;
}

/** The second label of a compound label: the rest is "/ <a whole label>". */
function compoundPart(rest: string): { field: LabelName; match: string } | undefined {
  const printed = /^\/\s*(.{2,40})$/.exec(rest)?.[1]?.replace(/[\s:]+$/, '');
  if (!printed) return undefined;
  const { text } = foldAbbreviations(printed);
  for (const [field, pattern] of Object.entries(LABELS) as [LabelName, RegExp][]) {
    const match = pattern.exec(text)?.[0];
    if (match && match.length === text.length) return { field, match };
  }
  return undefined;
}

/** The piece of a value that belongs to one part of a compound label. */
function partOf(hit: LabelHit, text: string): string {
  if (hit.part === undefined) return text;
  const pieces = text.split(/\s+\/\s+/);
  return pieces.length > 1 ? (pieces[hit.part] ?? text) : text;
}

/** Of the cells under a label, the one most under it (an OCR'd date cell may reach under it too). */
function mostUnder(cells: Cell[], label: Cell): Cell | undefined {
  let best: Cell | undefined;
  for (const candidate of cells)
    if (
      horizontalOverlap(candidate, label) > -2 &&
      (!best || horizontalOverlap(candidate, label) > horizontalOverlap(best, label))
    )
      best = candidate;
  return best;
}

/**
 * Else the cell in the label's column: a header's value is often aligned right under a header
 * aligned left ("Montant T.V.A." over "97,98" ending where the column ends), so it may not reach
 * under the label's own text. The column runs from the label to the next cell of its line, one
 * label's width on at most; the cell whose centre is in it and nearest the label's.
 */
function inColumn(cells: Cell[], label: Cell, next: Cell | undefined): Cell | undefined {
  // A column reaches one label's width past it at most: a next cell far across the page
  // ("Total Tax" … "Rs.3,830.44" at the right margin) does not make the gap a column.
  const end = Math.min(next ? next.x0 : Number.POSITIVE_INFINITY, label.x1 + (label.x1 - label.x0));
  const centre = (cell: Cell) => (cell.x0 + cell.x1) / 2;
  const inside = cells.filter((cell) => centre(cell) >= label.x0 && centre(cell) < end);
  return inside.sort(
    (a, b) => Math.abs(centre(a) - centre(label)) - Math.abs(centre(b) - centre(label)),
  )[0];
}

/** The texts that may hold a label's value: after it in the cell, to its right, then below it. */
export function candidatesFor(hit: LabelHit, layout: TextLayout, labelled: Set<Cell>): Candidate[] {
  const { line, cellIndex } = hit;
  const cell = line.cells[cellIndex] as Cell;
  const candidates: Candidate[] = [];
  if (hit.rest) candidates.push({ text: hit.rest, line, cell, where: 'same' });
  if (hit.within) return candidates;
  for (const right of line.cells.slice(cellIndex + 1)) {
    if (labelled.has(right)) break;
    candidates.push({ text: partOf(hit, right.text), line, cell: right, where: 'right' });
  }
  const wrapped = wrappedRow(hit, layout);
  if (wrapped) {
    for (const right of wrapped.cells) {
      if (labelled.has(right)) break;
      candidates.push({
        text: partOf(hit, right.text),
        line: wrapped,
        cell: right,
        where: 'right',
      });
    }
  }
  // A header above its value: the overlapping cell in the next lines of the same page (OCR may
  // set a line of another column between them: "Invoice Confirmed by" beside a tax summary).
  for (const below of layout.lines.slice(line.index + 1, line.index + 4)) {
    if (below.page !== line.page) break;
    // Under the label means right under it, not the next block down the page.
    if (line.box && below.box && below.box[1] - line.box[3] > (line.box[3] - line.box[1]) * 2.5)
      break;
    const under = layout.positioned
      ? (mostUnder(below.cells, cell) ?? inColumn(below.cells, cell, line.cells[cellIndex + 1]))
      : below.cells[cellIndex];
    if (!under || labelled.has(under)) continue;
    candidates.push({ text: partOf(hit, under.text), line: below, cell: under, where: 'below' });
    break;
  }
  return candidates;
}

/**
 * A label wrapped over two lines of its table row ("(消費税" above "10%)") has its value set
 * half a line lower, level with the middle of the row: the layout makes that value a line of its
 * own, which starts right of the label and overlaps the label's line vertically.
 */
function wrappedRow(hit: LabelHit, layout: TextLayout): Line | undefined {
  const { line, cellIndex } = hit;
  const cell = line.cells[cellIndex] as Cell;
  if (!layout.positioned || cellIndex !== line.cells.length - 1 || !line.box) return undefined;
  const next = layout.lines[line.index + 1];
  if (!next?.box || next.page !== line.page) return undefined;
  const shared = Math.min(line.box[3], next.box[3]) - Math.max(line.box[1], next.box[1]);
  const first = next.cells[0];
  return shared > 0 && first && first.x0 > cell.x1 ? next : undefined;
}

/** Base confidence of a value by where it sat relative to its label. */
export const PLACEMENT_CONFIDENCE = CONFIDENCE.placement;
