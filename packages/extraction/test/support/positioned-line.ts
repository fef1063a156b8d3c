import type { LineInput } from '../../src/layout/text-layout';

/**
 * One positioned line of a page as a reader gives it: [text, x0, x1] for each cell, at the given
 * top and bottom (OCR'd and PDF pages alike, in their own units).
 */
export const line = (y0: number, y1: number, ...cells: [string, number, number][]): LineInput => ({
  cells: cells.map(([text, x0, x1]) => ({ text, x0, x1, fontSize: y1 - y0 })),
  page: 1,
  box: [cells[0]?.[1] ?? 0, y0, cells.at(-1)?.[2] ?? 0, y1],
});
