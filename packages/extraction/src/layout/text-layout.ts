/**
 * The one text model every reader produces (PDF, OCR, HTML, plain text): lines of cells in
 * reading order. A cell is a run of words with no wide gap, so a label and its value in two
 * columns, or bill-to beside ship-to, stay apart.
 */
export type Box = [number, number, number, number];

export type Cell = { text: string; x0: number; x1: number; fontSize: number };

export type Line = {
  text: string;
  cells: Cell[];
  /** Index of the line in the whole document. */
  index: number;
  page?: number;
  box?: Box;
  /** [start, end) offsets of the line in `TextLayout.text`. */
  span: [number, number];
  fontSize: number;
};

export type TextLayout = {
  lines: Line[];
  /** The lines joined by newlines. */
  text: string;
  pages: number;
  /** True when the positions are real (PDF, OCR); false for bodies and plain text. */
  positioned: boolean;
};

export type LineInput = { cells: Cell[]; page?: number; box?: Box; fontSize?: number };

/** Numbers the lines and computes their offsets in the joined text. */
export function buildLayout(inputs: LineInput[], pages: number, positioned: boolean): TextLayout {
  const lines: Line[] = [];
  let offset = 0;
  for (const input of inputs) {
    const cells = input.cells.filter((cell) => cell.text.trim() !== '');
    if (cells.length === 0) continue;
    const text = cells.map((cell) => cell.text.trim()).join('    ');
    const fontSize = input.fontSize ?? Math.max(...cells.map((cell) => cell.fontSize));
    lines.push({
      text,
      cells: cells.map((cell) => ({ ...cell, text: cell.text.trim() })),
      index: lines.length,
      span: [offset, offset + text.length],
      fontSize,
      ...(input.page !== undefined ? { page: input.page } : {}),
      ...(input.box ? { box: input.box } : {}),
    });
    offset += text.length + 1;
  }
  return { lines, text: lines.map((line) => line.text).join('\n'), pages, positioned };
}

/** Splits unpositioned text into cells at tabs or runs of 3+ spaces (text tables). */
export function cellsFromPlainLine(line: string): Cell[] {
  const parts = line.split(/\t+| {3,}/).filter((part) => part.trim() !== '');
  let x = 0;
  return parts.map((part) => {
    const cell = { text: part.trim(), x0: x, x1: x + part.length, fontSize: 10 };
    x += part.length + 3;
    return cell;
  });
}

/** A layout from plain text (bodies, .txt), one line per text line. */
export function layoutFromPlainText(text: string): TextLayout {
  const inputs = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => ({ cells: cellsFromPlainLine(line) }));
  return buildLayout(inputs, 0, false);
}
