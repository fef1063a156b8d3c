import type { OcrWord } from './ocr-types';
import { inkOfPage } from './prepare-image';
import { type Letter, lettersOfUprightPage } from './text-height';

/** Whether a word box (grown by half the letter's height) holds the letter's centre. */
const covers = (word: OcrWord, letter: Letter) => {
  const pad = letter.h * 0.5;
  const x = (letter.x0 + letter.x1) / 2;
  const y = (letter.y0 + letter.y1) / 2;
  return x >= word.x0 - pad && x <= word.x1 + pad && y >= word.y0 - pad && y <= word.y1 + pad;
};

/**
 * The share of the letters on a prepared page (PGM, upright) that none of the words read covers:
 * Tesseract's page layout analysis (PSM 4) now and then leaves whole blocks of print out (it
 * takes them for pictures: a receipt's totals circled in pen, a shaded box). Null when the page
 * shows too few letters to tell.
 */
export function lostLetterShare(page: Uint8Array, words: OcrWord[]): number | null {
  const ink = inkOfPage(page);
  if (!ink) return null;
  const letters = lettersOfUprightPage(ink.ink, ink.width, ink.height).map((letter) => ({
    ...letter,
    x0: letter.x0 / ink.scale,
    x1: letter.x1 / ink.scale,
    y0: letter.y0 / ink.scale,
    y1: letter.y1 / ink.scale,
    h: letter.h / ink.scale,
  }));
  if (letters.length < 30) return null;
  const lost = letters.filter((letter) => !words.some((word) => covers(word, letter)));
  return lost.length / letters.length;
}
