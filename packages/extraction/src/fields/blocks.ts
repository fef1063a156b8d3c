import { horizontalOverlap } from '../layout/overlap';
import type { Cell, Line, TextLayout } from '../layout/text-layout';
import { type Found, sourceOf } from './source';

/** A cell and the line it sits on. */
export type Placed = { line: Line; cell: Cell };

function overlaps(a: Cell, b: Cell): boolean {
  return horizontalOverlap(a, b) > -2;
}

/**
 * The block of text under a cell in the same column (an address under "Bill to", the lines
 * under a company name), ending at a gap, a labelled cell or after `max` lines.
 */
export function blockBelow(
  layout: TextLayout,
  start: Placed,
  labelled: Set<Cell>,
  max = 5,
): Placed[] {
  const block: Placed[] = [];
  let previous = start;
  for (const line of layout.lines.slice(start.line.index + 1)) {
    if (block.length >= max || line.page !== start.line.page) break;
    if (layout.positioned && previous.line.box && line.box) {
      const height = previous.line.box[3] - previous.line.box[1];
      if (line.box[1] - previous.line.box[3] > height * 1.2) break;
    }
    const cell = layout.positioned
      ? line.cells.find(
          (candidate) => overlaps(candidate, start.cell) && candidate.x0 >= start.cell.x0 - 30,
        )
      : (line.cells[start.line.cells.indexOf(start.cell)] ??
        (line.cells.length === 1 ? line.cells[0] : undefined));
    // A line of another column, printed a little lower, sits between two lines of the block.
    if (!cell && layout.positioned) continue;
    if (!cell || labelled.has(cell)) break;
    if (!layout.positioned && line.index !== previous.line.index + 1) break;
    block.push({ line, cell });
    previous = { line, cell };
  }
  return block;
}

export const EMAIL_PATTERN = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/i;
export const PHONE_PATTERN =
  /^(?:tel\.?|phone|telefon|t[ée]l\.?|telefoon|fax)?\s*:?\s*\+?[\d\s()./-]{7,}$/i;
export const URL_PATTERN = /^(?:https?:\/\/|www\.)\S+$/i;

// A sum printed with its currency: "$1,188.00", "1.071,00 €", "420.00 GBP".
const MONEY = /[$€£¥₹]\s?\d|\d[.,]\d{2}\s?(?:[$€£¥₹]|[A-Z]{3}\b)/u;

/** Address lines of a block: not e-mails, phones, web sites or labels. */
export function addressLines(block: Placed[]): Placed[] {
  // A sum of money ("$1,188.00 USD due March 15") is past the address: a text's blank line
  // between the two was lost.
  const money = block.findIndex(({ cell }) => MONEY.test(cell.text));
  return block.slice(0, money < 0 ? block.length : money).filter(({ cell }) => {
    const text = cell.text.trim();
    return (
      !EMAIL_PATTERN.test(text) &&
      !PHONE_PATTERN.test(text) &&
      !URL_PATTERN.test(text) &&
      !/^(?:vat|tax|ein|abn|ust|tva|btw|siret)\b/i.test(text)
    );
  });
}

export function joinAddress(lines: Placed[]): Found<string> | null {
  const [first] = lines;
  if (!first || lines.length === 0) return null;
  const value = lines.map(({ cell }) => cell.text.trim()).join(', ');
  const source = sourceOf(first.line, first.cell.text, first.cell);
  const last = lines[lines.length - 1] as Placed;
  if (source.box && last.line.box)
    source.box = [
      source.box[0],
      source.box[1],
      Math.max(source.box[2], last.cell.x1),
      last.line.box[3],
    ];
  source.text = value;
  return { value, confidence: 0.75, source };
}

export function emailIn(block: Placed[]): Found<string> | null {
  for (const { line, cell } of block) {
    const email = EMAIL_PATTERN.exec(cell.text)?.[0];
    if (email)
      return { value: email.toLowerCase(), confidence: 0.8, source: sourceOf(line, email, cell) };
  }
  return null;
}

/** The party under a "Bill to" label: name on the first line, the address after it. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 10;
}

/** The vendor: the strongest name, surer when another part of the document names it too. */
