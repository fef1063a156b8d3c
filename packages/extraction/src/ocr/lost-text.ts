import { centreInside, type OcrWord } from './ocr-types';
import { inkOfPage } from './prepare-image';
import { type Letter, lettersOfUprightPage } from './text-height';

/** The letters of a prepared page (PGM, upright), in its pixels. Null when it cannot be parsed. */
export function lettersOfPage(page: Uint8Array): Letter[] | null {
  const ink = inkOfPage(page);
  if (!ink) return null;
  return lettersOfUprightPage(ink.ink, ink.width, ink.height).map((letter) => ({
    ...letter,
    x0: letter.x0 / ink.scale,
    x1: letter.x1 / ink.scale,
    y0: letter.y0 / ink.scale,
    y1: letter.y1 / ink.scale,
    h: letter.h / ink.scale,
  }));
}

/** A letter is covered when its centre lies in a word's box grown by half the letter's height. */
export const coveredBy = (letter: Letter, words: OcrWord[]): boolean =>
  words.some((word) => centreInside(letter, word, letter.h * 0.5));

/**
 * The share of the letters on a prepared page that none of the words read covers: Tesseract's
 * page layout analysis (PSM 4) now and then leaves whole blocks of print out (it takes them for
 * pictures: a receipt's totals circled in pen, a shaded box). Null when the page shows too few
 * letters to tell.
 */
export function lostLetterShare(letters: Letter[] | null, words: OcrWord[]): number | null {
  if (!letters || letters.length < 30) return null;
  return letters.filter((letter) => !coveredBy(letter, words)).length / letters.length;
}
