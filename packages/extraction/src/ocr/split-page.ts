import type { OcrWord } from './ocr-types';
import { parsePgm, pgmOf } from './pgm';

/**
 * Cuts a page in two at the emptiest row near its middle (between lines of print, never through
 * one), so each half is read on its own core: a dense page takes about half the time. Null when
 * the page is not a PGM or no row there is blank enough.
 */
export function splitPage(
  page: Uint8Array,
): { top: Uint8Array; bottom: Uint8Array; cut: number } | null {
  const info = parsePgm(page);
  if (!info) return null;
  const { width, height, offset } = info;
  let best = -1;
  let bestInk = Number.POSITIVE_INFINITY;
  const middle = height / 2;
  for (let y = Math.round(height * 0.35); y < Math.round(height * 0.65); y++) {
    let ink = 0;
    const row = offset + y * width;
    for (let x = 0; x < width; x += 2) if ((page[row + x] as number) < 128) ink += 1;
    // Among blank rows, the one nearest the middle.
    const cost = ink * height + Math.abs(y - middle);
    if (cost < bestInk) {
      bestInk = cost;
      best = y;
    }
  }
  // A row with ink over more than 1 % of its width cuts through print (or a rule): do not split.
  if (best < 0 || Math.floor(bestInk / height) > width / 200) return null;
  const pixels = page.subarray(offset);
  return {
    top: pgmOf(width, pixels.subarray(0, best * width)),
    bottom: pgmOf(width, pixels.subarray(best * width)),
    cut: best,
  };
}

/** The bottom half's words moved down to the page's coordinates, on lines of their own. */
export function joinHalves(top: OcrWord[], bottom: OcrWord[], cut: number): OcrWord[] {
  return [
    ...top.map((word) => ({ ...word, line: `a${word.line}` })),
    ...bottom.map((word) => ({
      ...word,
      y0: word.y0 + cut,
      y1: word.y1 + cut,
      line: `b${word.line}`,
    })),
  ];
}
