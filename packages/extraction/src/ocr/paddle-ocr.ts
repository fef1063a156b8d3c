import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cachedOcr } from './ocr-cache';
import { boxAround, type OcrWord } from './ocr-types';
import { parsePgm } from './pgm';

const require = createRequire(import.meta.url);

// PaddleOCR's detector reads a page no larger than this on its long side: larger pages cost
// time and memory (a 4,160-pixel photo: 11 s and 2.4 GB) and read no better.
const MAX_SIDE = Number(process.env.PADDLE_MAX_SIDE) || 1600;
// The detector takes sides in multiples of 32.
const BASE = 32;
// How wide a letter is against a Han character, for placing a line's words within its box.
const NARROW = 0.55;
const WIDE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\uff01-\uff60]/u;

export type PaddleLine = { text: string; mean: number; box?: number[][] };
type LineImage = { box: number[][] };
type PaddleEngine = {
  detection: { run(image: Buffer): Promise<LineImage[]> };
  recognition: { run(lines: LineImage[]): Promise<PaddleLine[]> };
};

let engine: Promise<PaddleEngine> | null = null;
// One page at a time: the models run on both cores already.
let queue: Promise<unknown> = Promise.resolve();

/** Whether the second reader is turned off (`OCR_SECOND_READER=off`). */
export const paddleOff = () => process.env.OCR_SECOND_READER === 'off';

async function load(): Promise<PaddleEngine> {
  // The package registers its Node image and ONNX backends with the models' classes.
  await import('@gutenye/ocr-node');
  // Its `Ocr` joins the boxes of one row into one line and keeps only the outer box; each box is
  // recognised alone here so that a cell keeps its own place on the page.
  const common = require.resolve('@gutenye/ocr-common');
  const models = await import(pathToFileURL(join(dirname(common), 'models', 'index.js')).href);
  const options = {
    onnxOptions: {
      // The arena keeps every page size's buffers: a process grew to 7.5 GB over 21 pages.
      enableCpuMemArena: false,
      intraOpNumThreads: Math.min(2, availableParallelism()),
    },
  };
  return {
    detection: await models.Detection.create(options),
    recognition: await models.Recognition.create(options),
  };
}

/**
 * Reads a page (binary PGM, as Tesseract gets it) with PaddleOCR's PP-OCRv4 detector and
 * Chinese-and-Latin recogniser, on ONNX Runtime: a second reader that finds print Tesseract
 * misses on photos (faint grey type, Han characters on a busy form). Returns words with boxes in
 * the page's pixels: each detected line is split at its spaces, the words placed along the
 * line's slanted box by their letters' widths.
 */
export async function paddleWords(pgm: Uint8Array): Promise<OcrWord[]> {
  const size = parsePgm(pgm);
  if (!size) return [];
  const shrink = Math.min(1, MAX_SIDE / Math.max(size.width, size.height));
  const width = Math.max(BASE, Math.round((size.width * shrink) / BASE) * BASE);
  const height = Math.max(BASE, Math.round((size.height * shrink) / BASE) * BASE);
  const lines = await cachedOcr(pgm, `paddle ${width}×${height}`, () => {
    if (process.env.OCR_DEBUG) console.error(`ocr paddle ${width}×${height}`);
    const run = queue.then(() => readBoxes(pgm, size, width, height));
    queue = run.catch(() => undefined);
    return run;
  });
  const sx = size.width / width;
  const sy = size.height / height;
  return lines.flatMap((line, index) => wordsOfLine(line, index, (x, y) => [x * sx, y * sy]));
}

/** Each box the detector finds on the page, read alone: its text, certainty and corners. */
async function readBoxes(
  pgm: Uint8Array,
  size: { width: number; height: number; offset: number },
  width: number,
  height: number,
): Promise<PaddleLine[]> {
  engine ??= load();
  const ocr = await engine;
  const png = await pngOf(pgm, size, width, height);
  const boxes = await ocr.detection.run(png);
  const lines: PaddleLine[] = [];
  for (const box of boxes) lines.push(...(await ocr.recognition.run([box])));
  return lines;
}

/** The PGM's page at the given size as a PNG, which the reader decodes. */
async function pngOf(
  pgm: Uint8Array,
  size: { width: number; height: number; offset: number },
  width: number,
  height: number,
): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(pgm.subarray(size.offset), {
    raw: { width: size.width, height: size.height, channels: 1 },
  })
    .resize({ width, height, fit: 'fill' })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

type Point = [number, number];

/** A detected line's words, each placed along the line's four-cornered box. */
export function wordsOfLine(
  line: PaddleLine,
  index: number,
  toPage: (x: number, y: number) => Point,
): OcrWord[] {
  const [topLeft, topRight, bottomRight, bottomLeft] = (line.box ?? []).map(([x = 0, y = 0]) =>
    toPage(x, y),
  );
  if (!topLeft || !topRight || !bottomRight || !bottomLeft) return [];
  const widthOf = (text: string) =>
    [...text].reduce((sum, char) => sum + (WIDE.test(char) ? 1 : NARROW), 0);
  const total = widthOf(line.text);
  if (total === 0) return [];
  const along = (from: Point, to: Point, share: number): Point => [
    from[0] + (to[0] - from[0]) * share,
    from[1] + (to[1] - from[1]) * share,
  ];
  const words: OcrWord[] = [];
  let done = 0;
  for (const match of line.text.matchAll(/\S+|\s+/g)) {
    const width = widthOf(match[0]);
    const start = done / total;
    done += width;
    if (/^\s/.test(match[0])) continue;
    const end = done / total;
    const corners = [
      along(topLeft, topRight, start),
      along(topLeft, topRight, end),
      along(bottomLeft, bottomRight, start),
      along(bottomLeft, bottomRight, end),
    ].map(([x, y]) => ({ x0: x, y0: y, x1: x, y1: y }));
    words.push({
      text: match[0],
      confidence: line.mean,
      ...boxAround(corners),
      line: `paddle.${index}`,
    });
  }
  return words;
}
