import { describe, expect, it } from 'vitest';
import { isInvoiceTitle } from '../src/classify/classify-document';
import { DOCUMENT_TITLES } from '../src/fields/labels';
import { detectLanguage } from '../src/fields/language';
import { VOCABULARIES } from '../src/vocabulary';
import { commonTitles } from '../src/vocabulary/common';

// A vocabulary's words are regular-expression sources: each is read here as the plainest text
// it matches (optional parts left out, a class's first letter, a space for `\s*`).
function example(source: string): string {
  return source
    .replace(/\(\?:[^()]*\)[?*]|\\p\{L\}\*|\\b/g, '')
    .replace(/\(\?:([^()|]*)[^()]*\)/g, '$1')
    .replace(/\\s[*+]?/g, ' ')
    .replace(/\[\\?(.)[^\]]*\]/gu, '$1')
    .replace(/.\?/gu, '')
    .replace(/\\(.)/g, '$1');
}

const invoiceTitles = [
  ...VOCABULARIES.map(({ language, titles }) => [language, titles.invoice ?? []] as const),
  ['common', commonTitles.invoice ?? []] as const,
].flatMap(([language, titles]) => titles.map((title) => [language, example(title)] as const));

describe("each language's vocabulary file", () => {
  it.each(invoiceTitles)('%s: "%s" titles an invoice and names no party', (_language, title) => {
    expect(isInvoiceTitle(title)).toBe(true);
    expect(isInvoiceTitle(`${title.toUpperCase()} No. 2024-0012`)).toBe(true);
    expect(DOCUMENT_TITLES.test(title)).toBe(true);
  });

  const marked = VOCABULARIES.flatMap(({ language, markers }) =>
    markers
      ? [[language, [...markers.words, markers.letters ?? ''].map(example).join(' ').trim()]]
      : [],
  );
  it.each(marked)('%s: its marker words tell its language ("%s")', (language, text) => {
    expect(detectLanguage(text)).toBe(language);
  });

  it('reads every example as its source matches it', () => {
    const sources = VOCABULARIES.flatMap(({ titles, markers }) => [
      ...(titles.invoice ?? []),
      ...(markers?.words ?? []),
    ]);
    for (const source of sources)
      expect(example(source)).toMatch(new RegExp(`^(?:${source})$`, 'iu'));
  });
});
