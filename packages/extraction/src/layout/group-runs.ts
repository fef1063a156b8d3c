import type { Cell, LineInput } from './text-layout';

/** A positioned piece of text (a PDF text run or an OCR word), top-left origin. */
export type TextRun = { text: string; x0: number; y0: number; x1: number; y1: number };

// A gap wider than this many text heights starts a new cell (a new column).
const CELL_GAP = 1.2;

function joinRuns(runs: TextRun[]): string {
  let text = '';
  let previous: TextRun | undefined;
  for (const run of runs) {
    const height = run.y1 - run.y0;
    const needsSpace =
      previous !== undefined && run.x0 - previous.x1 > height * 0.15 && !text.endsWith(' ');
    text += (needsSpace ? ' ' : '') + run.text;
    previous = run;
  }
  return text.replace(/\s+/g, ' ');
}

/** Groups runs into lines (by vertical overlap) and lines into cells (by horizontal gaps). */
export function groupRunsIntoLines(runs: TextRun[], page: number): LineInput[] {
  const sorted = runs
    .filter((run) => run.text.trim() !== '')
    .sort((a, b) => (a.y0 + a.y1) / 2 - (b.y0 + b.y1) / 2 || a.x0 - b.x0);
  const rows: TextRun[][] = [];
  for (const run of sorted) {
    const middle = (run.y0 + run.y1) / 2;
    const row = rows.find((candidate) => {
      const first = candidate[0] as TextRun;
      const rowMiddle = (first.y0 + first.y1) / 2;
      return Math.abs(rowMiddle - middle) < Math.min(first.y1 - first.y0, run.y1 - run.y0) * 0.5;
    });
    if (row) row.push(run);
    else rows.push([run]);
  }
  rows.sort((a, b) => (a[0] as TextRun).y0 - (b[0] as TextRun).y0);
  return rows.map((row) => {
    row.sort((a, b) => a.x0 - b.x0);
    const cells: Cell[] = [];
    let current: TextRun[] = [];
    for (const run of row) {
      const last = current[current.length - 1];
      const height = Math.max(run.y1 - run.y0, 1);
      if (last && run.x0 - last.x1 > height * CELL_GAP) {
        cells.push(toCell(current));
        current = [];
      }
      current.push(run);
    }
    if (current.length) cells.push(toCell(current));
    const x0 = Math.min(...row.map((run) => run.x0));
    const y0 = Math.min(...row.map((run) => run.y0));
    const x1 = Math.max(...row.map((run) => run.x1));
    const y1 = Math.max(...row.map((run) => run.y1));
    return { cells, page, box: [round(x0), round(y0), round(x1), round(y1)] };
  });
}

function toCell(runs: TextRun[]): Cell {
  return {
    text: joinRuns(runs),
    x0: Math.min(...runs.map((run) => run.x0)),
    x1: Math.max(...runs.map((run) => run.x1)),
    fontSize: Math.max(...runs.map((run) => run.y1 - run.y0)),
    // Where each run is printed: a cell's numbers are placed by them (character-position.ts).
    ...(runs.length > 1
      ? {
          runs: runs.map((run) => ({
            text: run.text.replace(/\s+/g, ' ').trim(),
            x0: run.x0,
            x1: run.x1,
          })),
        }
      : {}),
  };
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
