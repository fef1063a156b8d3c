import { centreInside, type OcrWord } from './ocr-types';
import { inkOfPage } from './prepare-image';
import { lettersOfUprightPage } from './text-height';

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
  // A letter is covered when its centre lies in a word's box grown by half the letter's height.
  const lost = letters.filter(
    (letter) => !words.some((word) => centreInside(letter, word, letter.h * 0.5)),
  );
  return lost.length / letters.length;
}
