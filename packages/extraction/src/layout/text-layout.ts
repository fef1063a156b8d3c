/**
 * The one text model every reader produces (PDF, OCR, HTML, plain text): lines of cells in
 * reading order. A cell is a run of words with no wide gap, so a label and its value in two
 * columns, or bill-to beside ship-to, stay apart.
 */
export type Box = [number, number, number, number];

export type Cell = {
  text: string;
  x0: number;
  x1: number;
  fontSize: number;
  /** The runs the cell was joined from (PDF text runs, OCR words), where a reader kept them. */
  runs?: CellRun[];
};

/** One run of a cell: its text as the cell holds it, and where it is printed. */
export type CellRun = { text: string; x0: number; x1: number };

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

export type LineInput = {
  cells: Cell[];
  page?: number;
  box?: Box;
  fontSize?: number;
  /** The line as it stands in the source text, and where (plain text keeps exact offsets). */
  original?: { text: string; offset: number };
};

/**
 * Numbers the lines and gives each its span: in the source text when the lines carry their
 * original offsets (plain text), else in the text the lines make when joined.
 */
export function buildLayout(
  inputs: LineInput[],
  pages: number,
  positioned: boolean,
  sourceText?: string,
): TextLayout {
  const lines: Line[] = [];
  let offset = 0;
  for (const input of inputs) {
    // Compatibility forms read as their plain letters: full-width "３６" and "：", the CJK
    // radicals some PDFs print for 日 and 月. Plain text keeps its bytes (spans point into it).
    const cells = input.cells
      .map((cell) =>
        input.original
          ? cell
          : {
              ...cell,
              text: cell.text.normalize('NFKC'),
              ...(cell.runs
                ? { runs: cell.runs.map((run) => ({ ...run, text: run.text.normalize('NFKC') })) }
                : {}),
            },
      )
      .filter((cell) => cell.text.trim() !== '');
    if (cells.length === 0) continue;
    const text = input.original?.text ?? cells.map((cell) => cell.text.trim()).join('    ');
    const start = input.original?.offset ?? offset;
    const fontSize = input.fontSize ?? Math.max(...cells.map((cell) => cell.fontSize));
    lines.push({
      text,
      cells: cells.map((cell) => ({ ...cell, text: cell.text.trim() })),
      index: lines.length,
      span: [start, start + text.length],
      fontSize,
      ...(input.page !== undefined ? { page: input.page } : {}),
      ...(input.box ? { box: input.box } : {}),
    });
    offset += text.length + 1;
  }
  return {
    lines,
    text: sourceText ?? lines.map((line) => line.text).join('\n'),
    pages,
    positioned,
  };
}

/** Splits unpositioned text into cells at tabs or runs of 2+ spaces (a text export's columns
 * are often two apart), at their real columns (the shortest run of text before such a gap). */
export function cellsFromPlainLine(line: string): Cell[] {
  const cells: Cell[] = [];
  for (const match of line.matchAll(/\S(?:.*?\S)??(?=\t| {2,}|\s*$)/g)) {
    const x0 = match.index ?? 0;
    cells.push({ text: match[0], x0, x1: x0 + match[0].length, fontSize: 10 });
  }
  return cells;
}

/** A layout from plain text (bodies, .txt), one line per text line, spans in that text. */
export function layoutFromPlainText(text: string): TextLayout {
  const inputs: LineInput[] = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    const content = line.replace(/\r$/, '');
    inputs.push({ cells: cellsFromPlainLine(content), original: { text: content, offset } });
    offset += line.length + 1;
  }
  return buildLayout(inputs, 0, false, text);
}
