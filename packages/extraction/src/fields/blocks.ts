import type { Cell, Line, TextLayout } from '../layout/text-layout';

/** A cell and the line it sits on. */
export type Placed = { line: Line; cell: Cell };

function overlaps(a: Cell, b: Cell): boolean {
  return Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) > -2;
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

/** Address lines of a block: not e-mails, phones, web sites or labels. */
export function addressLines(block: Placed[]): Placed[] {
  return block.filter(({ cell }) => {
    const text = cell.text.trim();
    return (
      !EMAIL_PATTERN.test(text) &&
      !PHONE_PATTERN.test(text) &&
      !URL_PATTERN.test(text) &&
      !/^(?:vat|tax|ein|abn|ust|tva|btw|siret)\b/i.test(text)
    );
  });
}
