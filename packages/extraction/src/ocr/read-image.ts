import { groupRunsIntoLines, type TextRun } from '../layout/group-runs';
import type { LineInput } from '../layout/text-layout';
import { withOcrWorker } from './ocr-engine';

type OcrWord = {
  text: string;
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
};
type OcrBlock = { paragraphs: { lines: { words: OcrWord[] }[] }[] };

// About 4 pt at 200 dpi.
const MIN_WORD_PIXELS = 10;

export type OcrPage = { lines: LineInput[]; meanConfidence: number; width?: number };

/** Reads an image (PNG, JPEG, TIFF, ...) by OCR into lines of cells with pixel boxes. */
export async function ocrImage(image: Uint8Array, page: number): Promise<OcrPage> {
  const result = await withOcrWorker((worker) =>
    worker.recognize(Buffer.from(image), { rotateAuto: true }, { blocks: true, text: false }),
  );
  const blocks = (result.data.blocks ?? []) as unknown as OcrBlock[];
  const words = blocks.flatMap((block) =>
    block.paragraphs.flatMap((paragraph) => paragraph.lines.flatMap((line) => line.words)),
  );
  // Words read with very low confidence are specks of noise, not text.
  // Specks read as "2" or "*" are tiny; real print is at least this many pixels high.
  const kept = words.filter(
    (word) =>
      word.confidence >= 30 &&
      word.text.trim() !== '' &&
      word.bbox.y1 - word.bbox.y0 >= MIN_WORD_PIXELS,
  );

  const runs: TextRun[] = kept.map((word) => ({ text: word.text, ...word.bbox }));
  const meanConfidence = kept.length
    ? kept.reduce((sum, word) => sum + word.confidence, 0) / kept.length / 100
    : 0;
  return { lines: groupRunsIntoLines(runs, page), meanConfidence };
}
