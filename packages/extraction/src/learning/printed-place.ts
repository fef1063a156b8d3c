import { findAmounts } from '../fields/amount';
import { findDates } from '../fields/dates';
import { type Box, boxAround, type OcrWord } from '../ocr/ocr-types';
import type { Reading } from './field-values';
import type { LabelledField, PrintedPlace } from './reading-hints';

const PREFIX = /^[^\d#@]{0,6}/u;

/** What a field's value looks like, from the value a person gave. */
export function shapeOf(field: LabelledField, value: string): string {
  if (field === 'issue_date') return 'date';
  if (field === 'total') return 'amount';
  const text = value.trim().toUpperCase();
  const prefix = PREFIX.exec(text)?.[0] ?? '';
  const rest = [...text.slice(prefix.length)]
    .map((char) => (/\d/.test(char) ? '#' : /\p{L}/u.test(char) ? '@' : char))
    .join('');
  return prefix + rest;
}

// What OCR makes of a digit where a letter is printed, and of a letter where a digit is.
const AS_DIGIT: Record<string, string> = {
  O: '0',
  D: '0',
  Q: '0',
  I: '1',
  L: '1',
  '|': '1',
  '!': '1',
  Z: '2',
  S: '5',
  G: '6',
  B: '8',
};
const AS_LETTER: Record<string, string> = {
  '0': 'O',
  '1': 'I',
  '2': 'Z',
  '5': 'S',
  '6': 'G',
  '8': 'B',
};

/**
 * The invoice number a token reads as in the learned shape, or null: its end must fit the
 * shape character by character (a digit misread as a letter is taken back); before it may stand
 * the prefix, or what the OCR made of it, never more digits (that is another, longer number).
 */
export function fitNumber(token: string, shape: string): string | null {
  const prefix = PREFIX.exec(shape)?.[0] ?? '';
  const pattern = shape.slice(prefix.length);
  const text = token
    .toUpperCase()
    .replace(/\s+/g, '')
    .replace(/[^\p{L}\p{N}]+$/u, '');
  if (!pattern || text.length < pattern.length) return null;
  const tail = text.slice(text.length - pattern.length);
  let value = '';
  for (let i = 0; i < pattern.length; i++) {
    const want = pattern[i] as string;
    const char = tail[i] as string;
    const fitted =
      want === '#'
        ? /\d/.test(char)
          ? char
          : AS_DIGIT[char]
        : want === '@'
          ? /\p{L}/u.test(char)
            ? char
            : AS_LETTER[char]
          : char === want
            ? char
            : undefined;
    if (!fitted) return null;
    value += fitted;
  }
  const head = [...text.slice(0, text.length - pattern.length)]
    .map((char) => AS_LETTER[char] ?? char)
    .join('');
  if (head.length > prefix.length + 1 || /\d/.test(head)) return null;
  return prefix + value;
}

/** A value of a field found in a close read, with the box of the words it was read from. */
export type PlacedValue = { value: string; box: Box };

/**
 * The values of a field of the learned shape in the words of a close read: each word, and each
 * word with the one after it on its line (OCR cuts "30/11/2022" into "30/1 1/2022").
 */
export function valuesInWords(
  words: OcrWord[],
  field: LabelledField,
  shape: string,
  reading: Reading,
): PlacedValue[] {
  const found: PlacedValue[] = [];
  const seen = new Set<string>();
  words.forEach((word, index) => {
    const next = words[index + 1];
    const runs = [[word], ...(next && next.line === word.line ? [[word, next]] : [])];
    for (const run of runs) {
      const text = run.map((part) => part.text).join('');
      const values =
        field === 'issue_date'
          ? findDates(text, reading.language, reading.dayFirst).map((date) => date.iso)
          : field === 'total'
            ? findAmounts(text, reading.decimalMark).map((amount) => amount.value)
            : [fitNumber(text, shape)].filter((value): value is string => value !== null);
      const box = boxAround(run);
      for (const value of values) {
        const key = `${value}@${Math.round(box.x0)},${Math.round(box.y0)}`;
        if (seen.has(key)) continue;
        seen.add(key);
        found.push({ value, box });
      }
    }
  });
  return found;
}

const quantile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
};

const share = (value: number, from: number, to: number) =>
  Math.round(((value - from) / Math.max(1, to - from)) * 1000) / 1000;

/** A box on the page as shares of a frame (the page). */
export const toShares = (box: Box, frame: Box): PrintedPlace['box'] => [
  share(box.x0, frame.x0, frame.x1),
  share(box.y0, frame.y0, frame.y1),
  share(box.x1, frame.x0, frame.x1),
  share(box.y1, frame.y0, frame.y1),
];

/** Shares of a frame (the page) as a box on it. */
export const fromShares = ([x0, y0, x1, y1]: PrintedPlace['box'], frame: Box): Box => {
  const width = frame.x1 - frame.x0;
  const height = frame.y1 - frame.y0;
  return {
    x0: frame.x0 + x0 * width,
    y0: frame.y0 + y0 * height,
    x1: frame.x0 + x1 * width,
    y1: frame.y0 + y1 * height,
  };
};

/** The median height of a page's words: its letter size. */
export const wordHeight = (words: OcrWord[]): number =>
  quantile(
    words.map((word) => word.y1 - word.y0),
    0.5,
  );

const percent = (value: number) => `${Math.round(value * 1000) / 10}`;
const PLACE_TEXT =
  /^page (\d+), ([\d.]+)–([\d.]+) % across, ([\d.]+)–([\d.]+) % down, shaped (.+)$/u;

/** A place as a reading rule's text (what a person sees in the vendor's reading rules). */
export function describePlace(place: PrintedPlace): string {
  const [x0, y0, x1, y1] = place.box;
  return `page ${place.page}, ${percent(x0)}–${percent(x1)} % across, ${percent(y0)}–${percent(y1)} % down, shaped ${place.shape}`;
}

/** A reading rule's text back as a place; undefined when it is not one. */
export function parsePlace(text: string): PrintedPlace | undefined {
  const match = PLACE_TEXT.exec(text);
  if (!match) return undefined;
  const [, page, x0, x1, y0, y1, shape] = match;
  const box = [x0, y0, x1, y1].map((value) => Number(value) / 100);
  if (box.some((value) => !Number.isFinite(value))) return undefined;
  return { page: Number(page), box: box as PrintedPlace['box'], shape: shape as string };
}
