import { horizontalOverlap } from '../layout/overlap';
import type { Cell, Line, TextLayout } from '../layout/text-layout';

/** A label as compared: lower case, single spaces, no trailing punctuation. */
export const normalizeLabel = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKC')
    .replace(/\s+/g, ' ')
    .replace(/[\s:#.\-–—]+$/, '')
    .trim();

/** Whether a text can be a label: a few letters, not a sentence. */
export const isLabelText = (text: string): boolean => {
  const label = normalizeLabel(text);
  return /\p{L}{2}/u.test(label) && label.length <= 40 && label.split(' ').length <= 5;
};

const overlaps = (a: Cell, b: Cell) => horizontalOverlap(a, b) > -2;

/** A place a value sits: its line, its cell, and the text of the cell holding it. */
export type Place = { line: Line; cell: Cell; text: string };

/**
 * The label printed before a value: the text before it in its cell, else the cell to its left,
 * else the cell right above it (a header over its value). Undefined when none reads as a label.
 */
export function labelOf(layout: TextLayout, place: Place, valueAt: number): string | undefined {
  const before = place.cell.text.slice(0, valueAt);
  if (isLabelText(before)) return normalizeLabel(before);
  const index = place.line.cells.indexOf(place.cell);
  const left = place.line.cells[index - 1];
  if (left && isLabelText(left.text)) return normalizeLabel(left.text);
  const above = layout.lines[place.line.index - 1];
  if (!above || above.page !== place.line.page) return undefined;
  const over = layout.positioned
    ? above.cells.find((cell) => overlaps(cell, place.cell))
    : above.cells[index];
  return over && isLabelText(over.text) ? normalizeLabel(over.text) : undefined;
}

/**
 * The texts that may hold the value of a learned label, for each place the label is printed:
 * after it in its cell, the cells to its right, then the cell right below it.
 */
export function valuesAfterLabel(layout: TextLayout, label: string): Place[][] {
  const wanted = normalizeLabel(label);
  const found: Place[][] = [];
  for (const line of layout.lines) {
    line.cells.forEach((cell, index) => {
      const text = normalizeLabel(cell.text);
      if (!text.startsWith(wanted)) return;
      // "Invoice no" is not the start of "Invoice notes".
      if (/[\p{L}\p{N}]/u.test(text.charAt(wanted.length)) && /[\p{L}\p{N}]$/u.test(wanted)) return;
      const places: Place[] = [];
      const rest = cell.text
        .slice(cellLabelLength(cell.text, wanted))
        .replace(/^[\s:#.\-–—]+/, '')
        .trim();
      if (rest) places.push({ line, cell, text: rest });
      for (const right of line.cells.slice(index + 1))
        places.push({ line, cell: right, text: right.text });
      const below = layout.lines[line.index + 1];
      if (below && below.page === line.page) {
        const under = layout.positioned
          ? below.cells.find((candidate) => overlaps(candidate, cell))
          : below.cells[index];
        if (under) places.push({ line: below, cell: under, text: under.text });
      }
      found.push(places);
    });
  }
  return found;
}

/** How many characters of the cell's own text the normalised label covers. */
function cellLabelLength(text: string, label: string): number {
  for (let end = 1; end <= text.length; end++) {
    if (normalizeLabel(text.slice(0, end)) === label) {
      // Take the label's trailing punctuation with it ("Nr.:" of "Nr.: 123").
      const tail = /^[\s:#.\-–—]*/.exec(text.slice(end))?.[0] ?? '';
      return end + tail.length;
    }
  }
  return text.length;
}
