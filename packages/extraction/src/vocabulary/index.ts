import { common, commonTitles, commonUnits, commonWords } from './common';
import { cs } from './cs';
import { da } from './da';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fi } from './fi';
import { fr } from './fr';
import { hu } from './hu';
import { id } from './id';
import { it } from './it';
import { ja } from './ja';
import { nl } from './nl';
import { no } from './no';
import { pl } from './pl';
import { pt } from './pt';
import { ro } from './ro';
import { ru } from './ru';
import { sv } from './sv';
import { th } from './th';
import { tr } from './tr';
import { uk } from './uk';
import { vi } from './vi';
import type { LabelName, Language, Markers, Titles, Vocabulary } from './vocabulary';
import { zh } from './zh';

export { commonColumns } from './common';
export type {
  ColumnKind,
  Columns,
  LabelName,
  Labels,
  Language,
  Markers,
  TitleKind,
  Titles,
  Vocabulary,
} from './vocabulary';
export { LABEL_NAMES } from './vocabulary';

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
  vi,
  id,
  fi,
  ru,
  uk,
  hu,
];

type Role = Exclude<
  keyof Vocabulary,
  'language' | 'labels' | 'months' | 'columns' | 'titles' | 'markers' | 'units'
>;

/**
 * One pattern matching a role's words in any language, then the shared ones (`common.ts`),
 * anywhere in a text, any case.
 */
export function wordsFor(role: Role): RegExp {
  const sources = [...VOCABULARIES, commonWords].flatMap((vocabulary) => vocabulary[role] ?? []);
  return new RegExp(`(?:${sources.join('|')})`, 'iu');
}

/**
 * A field's labels in every language, each language's own first, then the shared ones
 * (`common.ts`). The order is kept: of two alternatives matching a text, the first is taken.
 */
export function labelsFor(name: LabelName): string[] {
  return [...VOCABULARIES.map((vocabulary) => vocabulary.labels), common].flatMap(
    (labels) => labels[name] ?? [],
  );
}

/**
 * A kind of title's words in every language, each language's own first, then the shared ones
 * (`common.ts`).
 */
export function titlesFor(kind: keyof Titles): string[] {
  return [...VOCABULARIES.map(({ titles }) => titles), commonTitles].flatMap(
    (titles) => titles[kind] ?? [],
  );
}

/** The languages that have words only they print, with those words, in `VOCABULARIES`' order. */
export function markersFor(): (Markers & { language: Language })[] {
  return VOCABULARIES.flatMap(({ language, markers }) =>
    markers ? [{ language, ...markers }] : [],
  );
}

/** The units a quantity is printed with, in every language, then the metric symbols. */
export function unitsFor(): string[] {
  return [...VOCABULARIES.flatMap(({ units }) => units ?? []), ...commonUnits];
}
