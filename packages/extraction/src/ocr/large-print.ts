import { sureLetters } from './choose-models';
import { coveredBy } from './lost-text';
import type { OcrModel } from './ocr-data';
import { type Box, centreInside, type OcrWord } from './ocr-types';
import { TARGET_TEXT_PX } from './prepare-image';
import { readCropsTogether } from './read-region';
import type { Letter } from './text-height';

/**
 * Large print read again at the size Tesseract reads best. A page is scaled for its body text,
 * so a heading two or three times as tall ("Delivery Note", "INVOICE", a letterhead) reaches the
 * engine with letters of 32-80 px, which it reads as noise or not at all, and a title is what
 * tells an invoice from a delivery note or a quote. The heading's line, cropped and shrunk to
 * body size, reads.
 */

// A line whose tallest letters are this many times the size the page was scaled to give its
// print is large print (the engine reads a line not much larger as it is).
const LARGE = 1.6;
// A word at least this sure covers its letters; doubtful words over large print are read again.
const SURE = 0.6;
// A heading is a few letters at least; a lone large shape is a logo's mark or a stamp.
const MIN_LETTERS = 3;
// Headings worth a read on one page (the largest first): the title is among them.
const MAX_LINES = 6;

type PrintLine = Box & { letters: number; height: number };

/**
 * Lines of letters that no sure word covers and whose tallest letters are large print, padded to
 * hold their whole words. Letters join a line by their middle, whatever their own height: a
 * heading's small letters stand beside its capitals.
 */
function lostLargePrint(letters: Letter[], words: OcrWord[]): PrintLine[] {
  const sure = words.filter((word) => word.confidence >= SURE);
  const uncovered = letters
    .filter((letter) => !coveredBy(letter, sure))
    .sort((a, b) => a.x0 - b.x0);
  const lines: PrintLine[] = [];
  for (const letter of uncovered) {
    // A letter joins a line its middle lies in (a tilted photo's heading drifts down a little).
    const centre = (letter.y0 + letter.y1) / 2;
    const line = lines.find(
      (open) =>
        centre >= open.y0 &&
        centre <= open.y1 &&
        letter.x0 - open.x1 <= Math.max(open.height, letter.h) * 1.5,
    );
    if (line) {
      line.x1 = Math.max(line.x1, letter.x1);
      line.y0 = Math.min(line.y0, letter.y0);
      line.y1 = Math.max(line.y1, letter.y1);
      line.height = Math.max(line.height, letter.h);
      line.letters += 1;
    } else lines.push({ ...letter, letters: 1, height: letter.h });
  }
  return lines
    .filter((line) => line.letters >= MIN_LETTERS && line.height >= TARGET_TEXT_PX * LARGE)
    .sort((a, b) => b.height * b.letters - a.height * a.letters)
    .slice(0, MAX_LINES)
    .map(({ x0, y0, x1, y1, letters: count, height }) => ({
      x0: x0 - height * 0.6,
      x1: x1 + height * 0.6,
      y0: y0 - height * 0.4,
      y1: y1 + height * 0.4,
      letters: count,
      height,
    }));
}

/**
 * The words of a page with its lost large print read again: each line shrunk to body size, all
 * in one engine call; what a line reads replaces the doubtful words over it when it reads more,
 * and more surely.
 */
export async function withLargePrint(
  pixels: Uint8Array,
  letters: Letter[] | null,
  words: OcrWord[],
  models: OcrModel[],
): Promise<OcrWord[]> {
  const lines = letters ? lostLargePrint(letters, words) : [];
  if (process.env.OCR_DEBUG)
    console.error(
      `ocr large print lost: ${lines.map((l) => `${l.letters} letters ${l.height.toFixed(0)} px at ${l.x0.toFixed(0)},${l.y0.toFixed(0)}`).join('; ')}`,
    );
  if (lines.length === 0) return words;
  const reads = await readCropsTogether(
    pixels,
    lines,
    models,
    { enlarge: 1, darkest: 0.01, psm: '6' },
    lines.map((line) => TARGET_TEXT_PX / line.height),
  );
  let result = words;
  lines.forEach((line, index) => {
    // Sure words beside the heading (small print inside its box) are kept as they were read.
    const over = result.filter((word) => centreInside(word, line));
    const kept = over.filter((word) => word.confidence >= SURE);
    const doubtful = over.filter((word) => word.confidence < SURE);
    const read = (reads[index] ?? [])
      .filter((word) => word.confidence >= SURE && /[\p{L}\p{N}]/u.test(word.text))
      .filter((word) => !kept.some((sure) => centreInside(word, sure) || centreInside(sure, word)))
      .map((word) => ({ ...word, line: `large.${index}.${word.line}` }));
    if (process.env.OCR_DEBUG)
      console.error(
        `ocr large print ${index}: ${doubtful.map((word) => `${word.text}@${word.confidence.toFixed(2)}`).join(' ')} -> ${read.map((word) => `${word.text}@${word.confidence.toFixed(2)}`).join(' ')}`,
      );
    if (sureLetters(read) <= sureLetters(doubtful)) return;
    result = [...result.filter((word) => !doubtful.includes(word)), ...read];
  });
  return result;
}
