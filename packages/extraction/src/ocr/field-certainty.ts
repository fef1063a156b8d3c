import type { FieldSource } from '@ap/domain/contract';
import { centreInside, type OcrWord } from './ocr-types';

// Tesseract is sure of most words it reads right (0.9-0.97); a misread digit comes out lower.
// A value is worth at most this share of what its label made it, however sure the OCR was:
// printed text is surer than any reading of a picture of it (only arithmetic lifts it past 0.9).
const CEILING = 0.95;
const FLOOR = 0.5;

const alnum = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * How sure the OCR was of the words a value was read from: the least sure of them (found by its
 * box on its page and its text), or undefined when none is found there.
 */
export function leastSureWord(
  pages: ReadonlyMap<number, readonly OcrWord[]>,
  source: FieldSource,
): number | undefined {
  const words = source.page !== undefined ? pages.get(source.page) : undefined;
  if (!words || !source.box) return undefined;
  const [x0, y0, x1, y1] = source.box;
  const wanted = alnum(source.text ?? '');
  const under = words.filter((word) => {
    const text = alnum(word.text);
    return (
      centreInside(word, { x0, y0, x1, y1 }, 2) &&
      text !== '' &&
      // A word of the value, or one holding it whole with its label ("NrO:066-010-…").
      (wanted === '' || wanted.includes(text) || text.includes(wanted))
    );
  });
  return under.length > 0 ? Math.min(...under.map((word) => word.confidence)) : undefined;
}

/**
 * The factor a value read by OCR is multiplied by: from the least sure of the words it was read
 * from, or from the page's mean when no word is found. So a value with one doubtful character
 * cannot come out highly confident.
 */
export function fieldCertainty(
  pages: Map<number, OcrWord[]>,
  meanConfidence: number,
): (source: FieldSource) => number {
  const factor = (confidence: number) => Math.max(FLOOR, Math.min(CEILING, 0.2 + confidence * 0.8));
  return (source) => {
    const least = leastSureWord(pages, source);
    return least === undefined ? factor(meanConfidence) * 0.95 : factor(least);
  };
}
