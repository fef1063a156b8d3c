import { type Language, markersFor } from '../vocabulary';

export type { Language };

// Scripts settle a language at once: kana is Japanese, Han without kana Chinese, Thai Thai.
const THAI = /[\u0e00-\u0e7f]/g;
const KANA = /[\u3040-\u30ff]/g;
const HAN = /[\u4e00-\u9fff]/g;
const CYRILLIC = /\p{Script=Cyrillic}/gu;
// Letters Ukrainian prints and Russian does not.
const UKRAINIAN = /[іїєґІЇЄҐ]/g;

// Invoice words (and letters) only one language uses (`vocabulary/`), counted to pick the language.
const MARKERS = markersFor().map(({ language, words, letters }) => ({
  language,
  pattern: new RegExp(
    `(?<!\\p{L})(?:${words.join('|')})(?!\\p{L})${letters ? `|${letters}` : ''}`,
    'giu',
  ),
}));

/** The document's main language, from its script, then by counting words only one language uses. */
export function detectLanguage(fullText: string): Language {
  // The first pages say it; a long document need not be read to the end for this.
  const text = fullText.slice(0, 6000);
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const thai = text.match(THAI)?.length ?? 0;
  const kana = text.match(KANA)?.length ?? 0;
  const han = text.match(HAN)?.length ?? 0;
  if (thai > 20 && thai > letters * 0.15) return 'th';
  if (kana > 5 && kana + han > letters * 0.15) return 'ja';
  if (han > 20 && han > letters * 0.2) return 'zh';
  const cyrillic = text.match(CYRILLIC)?.length ?? 0;
  if (cyrillic > 20 && cyrillic > letters * 0.3)
    return (text.match(UKRAINIAN)?.length ?? 0) > cyrillic * 0.01 ? 'uk' : 'ru';
  let best: Language = 'en';
  let bestCount = 0;
  for (const { language, pattern } of MARKERS) {
    const count = text.match(pattern)?.length ?? 0;
    // English words appear in every invoice (Total, IBAN): another language must beat it clearly.
    const weighted = language === 'en' ? count * 0.8 : count;
    if (weighted > bestCount) {
      best = language;
      bestCount = weighted;
    }
  }
  return best;
}
