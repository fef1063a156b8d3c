import Decimal from 'decimal.js';
import { findAmounts } from '../fields/amount';
import { findDates } from '../fields/dates';
import type { Language } from '../fields/language';
import type { LabelledField } from './reading-hints';

/** How a document writes its numbers and dates, for reading a value after a learned label. */
export type Reading = { language: Language; dayFirst: boolean; decimalMark: ',' | '.' | undefined };

const alnum = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toLowerCase()
    .replace(/^0+(?=.)/, '');

/** A value of a field read from a text, with where it starts in it; undefined when none. */
export type ValueHit = { value: string; raw: string; index: number };

/** The first value of the field the text holds (an invoice number, a date, an amount). */
export function readValue(
  field: LabelledField,
  text: string,
  reading: Reading,
): ValueHit | undefined {
  if (field === 'issue_date') {
    const [date] = findDates(text, reading.language, reading.dayFirst);
    return date ? { value: date.iso, raw: date.raw, index: date.index } : undefined;
  }
  if (field === 'total') {
    const [amount] = findAmounts(text, reading.decimalMark);
    return amount ? { value: amount.value, raw: amount.raw, index: amount.index } : undefined;
  }
  // An invoice number: the first token with a digit ("WIH2025000000624", "2024-0042").
  const match = /[\p{L}\p{N}][\p{L}\p{N}\-/._]*\p{N}[\p{L}\p{N}\-/._]*|\p{N}+/u.exec(text);
  if (!match) return undefined;
  const raw = match[0].replace(/[._/-]+$/, '');
  return { value: raw, raw, index: match.index };
}

/** Where in a text the value a person gave is printed, under either date order for dates. */
export function findValue(
  field: LabelledField,
  text: string,
  want: string,
  reading: Reading,
): ValueHit | undefined {
  if (field === 'issue_date') {
    for (const dayFirst of [reading.dayFirst, !reading.dayFirst]) {
      const date = findDates(text, reading.language, dayFirst).find((hit) => hit.iso === want);
      if (date) return { value: date.iso, raw: date.raw, index: date.index };
    }
    return undefined;
  }
  if (field === 'total') {
    const wanted = new Decimal(want);
    const amount = findAmounts(text, reading.decimalMark).find((hit) =>
      new Decimal(hit.value).equals(wanted),
    );
    return amount ? { value: amount.value, raw: amount.raw, index: amount.index } : undefined;
  }
  const wanted = alnum(want);
  if (!wanted) return undefined;
  for (const match of text.matchAll(/[^\s:#]+/g)) {
    if (alnum(match[0]) === wanted) return { value: want, raw: match[0], index: match.index };
  }
  return undefined;
}
