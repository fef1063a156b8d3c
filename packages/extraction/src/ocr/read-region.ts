import { createCanvas } from '@napi-rs/canvas';
import type { OcrModel } from './ocr-data';
import { recognizeWords } from './ocr-engine';
import type { Box, OcrWord } from './ocr-types';
import { parsePgm, pgmOf } from './pgm';

/**
 * Reading one part of a page again, closer (learned places). Faint print (grey
 * dot-matrix on a photo) is lost in the whole page's read: its contrast is low against the page
 * around it. A crop stretched to its own darkest and typical grey, and enlarged, reads.
 */

/**
 * One way of reading a crop: how much it is enlarged, the share of its pixels stretched to
 * black (more makes faint print black, and bold print runs together) and Tesseract's page
 * layout mode.
 */
export type RegionRead = { enlarge: number; darkest: number; psm: string };

// Measured on faint photos (JAGOTA's grey dot-matrix number and date): each way of reading
// misses a character now and then, rarely the same one, so a value is taken from what several
// reads agree on. Sparse text (11) read the numbers best, a block (6) the dates.
export const CLOSE_READS: RegionRead[] = [0.01, 0.06].flatMap((darkest) => [
  { enlarge: 1, darkest, psm: '11' },
  { enlarge: 1.4, darkest, psm: '11' },
  { enlarge: 2, darkest, psm: '11' },
  { enlarge: 1.4, darkest, psm: '6' },
]);

// The stretch makes the typical (paper) grey of a crop white.
const PAPER = 0.6;

/** A crop of a prepared page (PGM), enlarged and stretched, as a PGM. Null when out of the page. */
function closeCrop(
  page: Uint8Array,
  box: Box,
  enlarge: number,
  darkest: number,
): Uint8Array | null {
  const info = parsePgm(page);
  if (!info) return null;
  const x0 = Math.max(0, Math.floor(box.x0));
  const y0 = Math.max(0, Math.floor(box.y0));
  const x1 = Math.min(info.width, Math.ceil(box.x1));
  const y1 = Math.min(info.height, Math.ceil(box.y1));
  if (x1 - x0 < 8 || y1 - y0 < 8) return null;
  const source = createCanvas(x1 - x0, y1 - y0);
  const pixels = source.getContext('2d').createImageData(x1 - x0, y1 - y0);
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      const grey = page[info.offset + y * info.width + x] as number;
      const at = ((y - y0) * (x1 - x0) + (x - x0)) * 4;
      pixels.data.fill(grey, at, at + 3);
      pixels.data[at + 3] = 255;
    }
  source.getContext('2d').putImageData(pixels, 0, 0);
  const width = Math.round((x1 - x0) * enlarge);
  const height = Math.round((y1 - y0) * enlarge);
  const target = createCanvas(width, height);
  const context = target.getContext('2d');
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);
  const rgba = context.getImageData(0, 0, width, height).data;
  const grey = new Uint8Array(width * height);
  for (let i = 0; i < grey.length; i++) grey[i] = rgba[i * 4] as number;
  return pgmOf(width, stretch(grey, darkest));
}

/** Greys stretched so the darkest print is black and the paper white. */
function stretch(grey: Uint8Array, darkest: number): Uint8Array {
  const sorted = Uint8Array.from(grey).sort();
  const dark = sorted[Math.floor(sorted.length * darkest)] as number;
  const paper = sorted[Math.floor(sorted.length * PAPER)] as number;
  if (paper - dark < 8) return grey;
  return grey.map((value) =>
    Math.max(0, Math.min(255, Math.round(((value - dark) / (paper - dark)) * 255))),
  );
}

/** The words of one close read of a crop, in the page's pixels. */
async function readRegion(
  page: Uint8Array,
  box: Box,
  models: OcrModel[],
  how: RegionRead,
): Promise<OcrWord[]> {
  const crop = closeCrop(page, box, how.enlarge, how.darkest);
  if (!crop) return [];
  const words = await recognizeWords(crop, models, how.psm, true);
  return words.map((word) => toPage(word, box, how.enlarge, 0));
}

/** A word read on a crop of `box` (enlarged, `top` px down a sheet of crops) in the page's pixels. */
const toPage = (word: OcrWord, box: Box, enlarge: number, top: number): OcrWord => {
  const x0 = Math.max(0, Math.floor(box.x0));
  const y0 = Math.max(0, Math.floor(box.y0));
  return {
    ...word,
    x0: x0 + word.x0 / enlarge,
    x1: x0 + word.x1 / enlarge,
    y0: y0 + (word.y0 - top) / enlarge,
    y1: y0 + (word.y1 - top) / enlarge,
  };
};

/**
 * Several crops read closely in one engine call: each crop stretched to its own print, then all
 * stacked on one sheet with a blank band between them (a process and a model load a sheet
 * instead of a crop: what made a learned place's reads take tens of seconds). The words of each
 * crop apart, in the page's pixels.
 */
export async function readCropsTogether(
  page: Uint8Array,
  boxes: Box[],
  models: OcrModel[],
  how: RegionRead,
  /** Each box's own scale, instead of `how.enlarge` (headings of different sizes shrunk alike). */
  enlarges?: number[],
): Promise<OcrWord[][]> {
  const enlargeOf = (index: number) => enlarges?.[index] ?? how.enlarge;
  const crops = boxes.map((box, index) => closeCrop(page, box, enlargeOf(index), how.darkest));
  const sized = crops.map((crop) => (crop ? parsePgm(crop) : null));
  const width = Math.max(0, ...sized.map((info) => info?.width ?? 0));
  if (width === 0) return boxes.map(() => []);
  const gap = Math.round(Math.max(16, ...sized.map((info) => (info ? info.height / 2 : 0))));
  const tops: number[] = [];
  let height = 0;
  for (const info of sized) {
    tops.push(height);
    height += (info?.height ?? 0) + gap;
  }
  const sheet = new Uint8Array(width * height).fill(255);
  crops.forEach((crop, index) => {
    const info = sized[index];
    if (!crop || !info) return;
    for (let y = 0; y < info.height; y++)
      sheet.set(
        crop.subarray(info.offset + y * info.width, info.offset + (y + 1) * info.width),
        ((tops[index] as number) + y) * width,
      );
  });
  const words = await recognizeWords(pgmOf(width, sheet), models, how.psm, true);
  return boxes.map((box, index) => {
    const top = tops[index] as number;
    const bottom = top + (sized[index]?.height ?? 0);
    return words
      .filter((word) => (word.y0 + word.y1) / 2 >= top && (word.y0 + word.y1) / 2 < bottom)
      .map((word) => ({
        ...toPage(word, box, enlargeOf(index), top),
        line: `${index}.${word.line}`,
      }));
  });
}

/** An area cut in strips of `size` px, overlapping by half each way. */
export function stripsOf(area: Box, size: { width: number; height: number }): Box[] {
  const strips: Box[] = [];
  const width = Math.min(size.width, area.x1 - area.x0);
  const height = Math.min(size.height, area.y1 - area.y0);
  for (let y = area.y0; y + height / 2 < area.y1 || y === area.y0; y += height / 2)
    for (let x = area.x0; x + width / 2 < area.x1 || x === area.x0; x += width / 2)
      strips.push({ x0: x, y0: y, x1: x + width, y1: y + height });
  return strips;
}

/**
 * An area of a page cut in strips (`size` px, overlapping by half each way), every strip read
 * closely once; the words of each strip apart, in the page's pixels. Small strips are the
 * point: each is stretched to its own print. Read two at a time (the engine's slots).
 */
export async function readInStrips(
  page: Uint8Array,
  area: Box,
  size: { width: number; height: number },
  models: OcrModel[],
  how: RegionRead,
): Promise<OcrWord[][]> {
  return Promise.all(
    stripsOf(area, size).map(async (strip, index) =>
      (await readRegion(page, strip, models, how)).map((word) => ({
        ...word,
        line: `${index}.${word.line}`,
      })),
    ),
  );
}

/** The whole page read in strips half its width (to find where a value is printed). */
export async function readPageClosely(
  page: Uint8Array,
  height: number,
  models: OcrModel[],
  how: RegionRead,
): Promise<OcrWord[]> {
  const info = parsePgm(page);
  if (!info) return [];
  const area = { x0: 0, y0: 0, x1: info.width, y1: info.height };
  const size = { width: info.width / 2, height };
  return (await readInStrips(page, area, size, models, how)).flat();
}
