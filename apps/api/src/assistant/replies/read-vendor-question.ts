import { QUESTION_SCORE, QUESTION_SIGNS, type VendorQuestion } from './question-signs';

/** The e-mail's own words: quoted history ('> …', 'On … wrote:') dropped. */
export const ownWords = (text: string) =>
  text
    .split(/\r?\n/)
    .reduce<{ lines: string[]; quoted: boolean }>(
      (acc, line) =>
        acc.quoted ||
        /^On .+wrote:\s*$/.test(line.trim()) ||
        /^-{2,}\s*Original Message/i.test(line)
          ? { lines: acc.lines, quoted: true }
          : /^\s*>/.test(line)
            ? acc
            : { lines: [...acc.lines, line], quoted: false },
      { lines: [], quoted: false },
    )
    .lines.join('\n');

/** What the e-mail asks, strongest first, or [] when it asks nothing of these. */
export const readVendorQuestion = (text: string): VendorQuestion[] => {
  const words = ownWords(text);
  if (!/\?|\b(?:please (?:advise|confirm|let us know)|let (?:us|me) know|kindly)\b/i.test(words))
    return [];
  const scores = new Map<VendorQuestion, number>();
  for (const { question, sign, weight } of QUESTION_SIGNS)
    if (sign.test(words)) scores.set(question, (scores.get(question) ?? 0) + weight);
  return [...scores.entries()]
    .filter(([, score]) => score >= QUESTION_SCORE)
    .sort((a, b) => b[1] - a[1])
    .map(([question]) => question);
};
