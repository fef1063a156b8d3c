import type { Cell } from './text-layout';

type PlacedRun = { start: number; end: number; x0: number; x1: number };

/**
 * Where a character of a cell is printed (its left edge; an end offset gives the right edge of
 * the character before it). By the run it belongs to when the reader kept the cell's runs: a
 * description in small print and the amounts beside it in one cell are not spread evenly.
 * Otherwise, and when the runs no longer spell the cell's text, by its share of the cell.
 */
export function characterPosition(
  cell: Pick<Cell, 'text' | 'x0' | 'x1' | 'runs'>,
): (offset: number) => number {
  const length = Math.max(cell.text.length, 1);
  const share = (offset: number) => cell.x0 + ((cell.x1 - cell.x0) * offset) / length;
  if (!cell.runs?.length) return share;
  const placed: PlacedRun[] = [];
  let cursor = 0;
  for (const run of cell.runs) {
    const start = run.text ? cell.text.indexOf(run.text, cursor) : -1;
    if (start < 0) return share;
    placed.push({ start, end: start + run.text.length, x0: run.x0, x1: run.x1 });
    cursor = start + run.text.length;
  }
  return (offset) => {
    const run = placed.findLast((each) => each.start <= offset) ?? (placed[0] as PlacedRun);
    // A space between two runs sits at the end of the first.
    if (offset >= run.end) return run.x1;
    return run.x0 + ((run.x1 - run.x0) * (offset - run.start)) / Math.max(run.end - run.start, 1);
  };
}
