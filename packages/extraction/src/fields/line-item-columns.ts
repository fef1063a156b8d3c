import { type ColumnKind, commonColumns, VOCABULARIES } from '../vocabulary';
import { foldAbbreviations, NO_SPACES } from './labels';

// Which column a line-item table's header cell names. The words are every language's own
// (`src/vocabulary/`, one file a language), then the shared ones (`common.ts`); here is how a
// cell is read against them.
export type Column = ColumnKind;

/** A column of a table's header: what it holds and where it is printed. */
export type HeaderColumn = { column: Column; x0: number; x1: number; text: string };

const wordsOf = (column: Column) =>
  [...VOCABULARIES.map(({ columns }) => columns), commonColumns].flatMap(
    (columns) => columns?.[column] ?? [],
  );

// A cell starts with its word ("Preis-EUR", "Menge ME"); a currency may be glued to it
// ("AmountRS.", "Amount(₹)", "Betrag EUR").
const CURRENCY_AFTER = '(?:\\s*\\(?(?:rs\\.?|inr|usd|eur|gbp|chf|r\\$|₹|\\$|€|£)\\)?)?';
const word = (column: Column) =>
  new RegExp(`^(?:${wordsOf(column).join('|')})${CURRENCY_AFTER}(?![\\p{L}\\d])`, 'iu');

// A description word may stand anywhere in the cell ("Art.-Nr. Bezeichnung/Zusatztext"); a Han,
// kana or Thai one needs no word break around it.
const description = () => {
  const words = wordsOf('description');
  const spaced = words.filter((source) => !NO_SPACES.test(source));
  const unspaced = words.filter((source) => NO_SPACES.test(source));
  return new RegExp(
    [`(?:^|[\\s/.-])(?:${spaced.join('|')})(?![\\p{L}\\d])`, ...unspaced].join('|'),
    'iu',
  );
};

// In this order: the first kind whose word starts a cell names its column.
const HEADER_WORDS: [Column, RegExp][] = [
  ...(['rate', 'quantity', 'tax', 'amount', 'ignore'] as const).map((column): [Column, RegExp] => [
    column,
    word(column),
  ]),
  ['description', description()],
];

/** The column a header cell names, if any. */
export function columnOf(text: string): Column | undefined {
  const value = foldAbbreviations(text.trim()).text;
  const [, description] = HEADER_WORDS[HEADER_WORDS.length - 1] as [Column, RegExp];
  // "Art.-Nr. Bezeichnung": a description word wins over a code word before it.
  const first = HEADER_WORDS.slice(0, -1).find(([, pattern]) => pattern.test(value));
  if (description.test(value) && (!first || first[0] === 'ignore')) return 'description';
  return first?.[0];
}

/**
 * Whether a cell's column word is the whole cell ("Precio Unit.", "Prix unitaire"), not the
 * first of two column words ("IMPORTE ALICUOTA").
 */
export function isOneColumnWord(text: string): boolean {
  const value = foldAbbreviations(text.trim()).text.replace(/[\s.:]+$/u, '');
  return HEADER_WORDS.slice(0, -1).some(([, pattern]) => {
    const match = pattern.exec(value);
    return match !== null && match[0].replace(/[\s.:]+$/u, '').length >= value.length;
  });
}
