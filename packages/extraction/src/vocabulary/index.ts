import { cs } from './cs';
import { da } from './da';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { ja } from './ja';
import { nl } from './nl';
import { no } from './no';
import { pl } from './pl';
import { pt } from './pt';
import { ro } from './ro';
import { sv } from './sv';
import { th } from './th';
import { tr } from './tr';
import type { Vocabulary } from './vocabulary';
import { zh } from './zh';

export type { Vocabulary } from './vocabulary';

/** Every language's vocabulary: a document is read with all of them. */
export const VOCABULARIES: readonly Vocabulary[] = [
  en,
  de,
  fr,
  nl,
  es,
  it,
  pt,
  ro,
  tr,
  no,
  da,
  sv,
  cs,
  pl,
  ja,
  zh,
  th,
];

type Role = Exclude<keyof Vocabulary, 'language'>;

/** One pattern matching a role's words in any language (anywhere in a text, any case). */
export function wordsFor(role: Role): RegExp {
  const sources = VOCABULARIES.flatMap((vocabulary) => vocabulary[role]);
  return new RegExp(`(?:${sources.join('|')})`, 'iu');
}
