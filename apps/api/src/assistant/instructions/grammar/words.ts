/**
 * Words of an instruction as the grammar compares them: lower case, curly quotes and
 * contractions unfolded ("can't" → "can not"), hyphens kept inside words ("w-9", "re-run").
 */
const CONTRACTIONS: [RegExp, string][] = [
  [/\bcan['’]?t\b/g, 'can not'],
  [/\bwon['’]t\b/g, 'will not'],
  [/\b(\w+)n['’]t\b/g, '$1 not'],
  [/\b(\w+)['’]s\b/g, '$1 is'],
  [/\b(\w+)['’](?:re|ve|ll|d)\b/g, '$1'],
];

export const normalise = (text: string): string => {
  let out = text.toLowerCase().replace(/[‘’]/g, "'").replace(/[“”]/g, '"');
  for (const [pattern, replacement] of CONTRACTIONS) out = out.replace(pattern, replacement);
  return out.replace(/\s+/g, ' ').trim();
};

/** The words of a normalised text, punctuation dropped ("w-9" and "re-run" stay whole). */
export const wordsOf = (text: string): string[] =>
  normalise(text)
    .split(/[^a-z0-9@.\-/]+/)
    .map((word) => word.replace(/^[-./]+|[-./]+$/g, ''))
    .filter(Boolean);

/**
 * Optimal-string-alignment distance, stopping early past `limit`: one slip of the keyboard
 * (a letter missing, added, changed or two swapped) is distance 1.
 */
export const editDistance = (a: string, b: string, limit = 1): number => {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) rows.push([i]);
  for (let j = 1; j <= b.length; j += 1) (rows[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    const row = rows[i] as number[];
    const up = rows[i - 1] as number[];
    let best = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (up[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (up[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      row[j] = value;
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
  }
  return (rows[a.length] as number[])[b.length] as number;
};

/** Words of five letters or more may carry one typo; shorter ones must match exactly. */
export const TYPO_MIN_LENGTH = 5;

/** Whether a written word is the vocabulary's word (a trailing `*` in it: any ending). */
export const sameWord = (written: string, vocabulary: string): boolean => {
  if (vocabulary.endsWith('*')) {
    const stem = vocabulary.slice(0, -1);
    if (written.startsWith(stem)) return true;
    return (
      stem.length >= TYPO_MIN_LENGTH &&
      written.length >= stem.length &&
      editDistance(written.slice(0, stem.length), stem) <= 1
    );
  }
  if (written === vocabulary) return true;
  return (
    vocabulary.length >= TYPO_MIN_LENGTH &&
    written.length >= TYPO_MIN_LENGTH - 1 &&
    editDistance(written, vocabulary) <= 1
  );
};

/** Where the words of `phrase` (space-separated vocabulary words) start in `words`, or -1. */
export const findPhrase = (words: readonly string[], phrase: string, from = 0): number => {
  const parts = phrase.split(' ');
  for (let i = from; i + parts.length <= words.length; i += 1) {
    // '?' in a phrase stands for any one word ("let ? know").
    if (parts.every((part, k) => part === '?' || sameWord(words[i + k] as string, part))) return i;
  }
  return -1;
};
