import { createCanvas, Image } from '@napi-rs/canvas';
import { groupRunsIntoLines, type TextRun } from '../layout/group-runs';
import type { LineInput } from '../layout/text-layout';
import { withOcrWorker } from './ocr-engine';

type OcrWord = {
  text: string;
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
};
type OcrBlock = { paragraphs: { lines: { words: OcrWord[] }[] }[] };

// About 4 pt at 200 dpi: specks read as "2" or "*" are smaller than real print.
const MIN_WORD_PIXELS = 10;
// A page read this well is the right way up; below it, a sideways or upside-down scan is tried.
const GOOD_READ = { words: 25, meanConfidence: 0.7 };

export type OcrPage = { lines: LineInput[]; meanConfidence: number; quarterTurns: number };

type Reading = { words: OcrWord[]; meanConfidence: number; quarterTurns: number };

async function recognize(image: Uint8Array, quarterTurns: number): Promise<Reading> {
  const input = quarterTurns === 0 ? image : rotate(image, quarterTurns);
  // rotateAuto straightens small skews; quarter turns are tried by hand (no OSD model offline).
  const result = await withOcrWorker((worker) =>
    worker.recognize(Buffer.from(input), { rotateAuto: true }, { blocks: true, text: false }),
  );
  const blocks = (result.data.blocks ?? []) as unknown as OcrBlock[];
  const words = blocks
    .flatMap((block) =>
      block.paragraphs.flatMap((paragraph) => paragraph.lines.flatMap((line) => line.words)),
    )
    .filter(
      (word) =>
        word.confidence >= 30 &&
        word.text.trim() !== '' &&
        word.bbox.y1 - word.bbox.y0 >= MIN_WORD_PIXELS,
    );
  const meanConfidence = words.length
    ? words.reduce((sum, word) => sum + word.confidence, 0) / words.length / 100
    : 0;
  return { words, meanConfidence, quarterTurns };
}

function rotate(image: Uint8Array, quarterTurns: number): Uint8Array {
  const source = new Image();
  source.src = Buffer.from(image);
  const sideways = quarterTurns % 2 === 1;
  const canvas = createCanvas(
    sideways ? source.height : source.width,
    sideways ? source.width : source.height,
  );
  const context = canvas.getContext('2d');
  context.translate(canvas.width / 2, canvas.height / 2);
  context.rotate((quarterTurns * Math.PI) / 2);
  context.drawImage(source, -source.width / 2, -source.height / 2);
  return new Uint8Array(canvas.toBuffer('image/png'));
}

const score = (reading: Reading) => reading.words.length * reading.meanConfidence;
const goodEnough = (reading: Reading) =>
  reading.words.length >= GOOD_READ.words && reading.meanConfidence >= GOOD_READ.meanConfidence;

/**
 * Reads an image (PNG, JPEG, TIFF, ...) by OCR into lines of cells with pixel boxes. A page
 * read poorly is tried turned a quarter, three quarters and half a turn; the best reading wins.
 */
export async function ocrImage(image: Uint8Array, page: number): Promise<OcrPage> {
  let best = await recognize(image, 0);
  for (const quarterTurns of [1, 3, 2]) {
    if (goodEnough(best)) break;
    const turned = await recognize(image, quarterTurns);
    if (score(turned) > score(best)) best = turned;
  }
  const runs: TextRun[] = best.words.map((word) => ({ text: word.text, ...word.bbox }));
  return {
    lines: groupRunsIntoLines(runs, page),
    meanConfidence: best.meanConfidence,
    quarterTurns: best.quarterTurns,
  };
}
