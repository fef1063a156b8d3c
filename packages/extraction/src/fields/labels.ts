import { LABEL_NAMES, type LabelName, labelsFor, titlesFor } from '../vocabulary';

/**
 * Labels invoices print before (or above) each field, one pattern a field from the labels of
 * every language the extractor reads (`src/vocabulary/`, one file a language). Each pattern
 * matches at the start of a cell; the longest label that matches a cell wins (label-index.ts).
 */
// Han, kana and Thai are written without spaces between words: no word boundary after them.
export const NO_SPACES = /[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff]$/u;
// Letters of a Chinese or Japanese label are often printed spaced ("数 量", "发 票 号 码").
const spacedHan = (alternative: string) =>
  alternative.replace(/([\u3040-\u30ff\u3400-\u9fff])(?=[\u3040-\u30ff\u3400-\u9fff])/gu, '$1\\s*');

// Japanese totals print their labels in brackets: "(小計)", "(消費税 10%)", "【合計】".
export const OPENING_BRACKET = /^[(（【[「]\s*(?=\p{L})/u;

// A label ends where a word would go on: "PO-1234" and "Invoices" are not labels.
const label = (...alternatives: string[]) =>
  new RegExp(
    `^(?:${alternatives
      .map((alternative) =>
        NO_SPACES.test(alternative)
          ? spacedHan(alternative)
          : `${spacedHan(alternative)}(?![\\p{L}\\d]|-\\d)`,
      )
      .join('|')})`,
    'iu',
  );

/**
 * A text as labels are matched against it, with dotted abbreviations written without their dots
 * ("Montant T.V.A." as "Montant TVA", "Total H.T." as "Total HT"), and for each character of
 * the folded text where it starts in the original (one more entry: the original's length), so
 * a match's length maps back to the text as printed.
 */
export function foldAbbreviations(text: string): { text: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  const dotted = /(?<![\p{L}\d])(?:\p{L}\.){2,}/gu;
  let at = 0;
  for (const match of text.matchAll(dotted)) {
    for (let index = at; index < match.index; index++) {
      folded += text[index];
      origin.push(index);
    }
    for (const letter of match[0].matchAll(/(\p{L})\./gu)) {
      folded += letter[1];
      origin.push(match.index + letter.index);
    }
    at = match.index + match[0].length;
  }
  for (let index = at; index < text.length; index++) {
    folded += text[index];
    origin.push(index);
  }
  origin.push(text.length);
  return { text: folded, origin };
}

export const LABELS = Object.fromEntries(
  LABEL_NAMES.map((name) => [name, label(...labelsFor(name))]),
) as Readonly<Record<LabelName, RegExp>>;

export type { LabelName };

/**
 * Words that name the document, never a party: a title line is not a vendor name. Any
 * language's invoice title, a kind at most before it ("Tax Invoice"), or another word naming
 * the document ("Page", "Copia"); all from `vocabulary/`.
 */
const [kinds, invoice, others] = (['documentQualifiers', 'invoice', 'documentWords'] as const).map(
  (words) => titlesFor(words).join('|'),
);
export const DOCUMENT_TITLES = new RegExp(
  `^(?:(?:(?:${kinds})\\s*)?(?:${invoice})|${others})`,
  'iu',
);
