// Legal-form words that do not tell two companies apart ('Acme Corp' is 'Acme Corporation').
const LEGAL_FORMS = new Set([
  'co',
  'company',
  'corp',
  'corporation',
  'inc',
  'incorporated',
  'llc',
  'llp',
  'lp',
  'ltd',
  'limited',
  'plc',
  'gmbh',
  'sa',
  'bv',
]);

/**
 * A company name as 'addressed to us' compares it: lower case, '&' read as 'and', punctuation
 * dropped, a leading 'the' and trailing legal forms dropped. 'The Acme Corp.' and
 * 'ACME Corporation' both give 'acme'. Null when nothing is left.
 */
export const organizationNameKey = (name: string | null | undefined): string | null => {
  const words = (name ?? '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .split(/\s+/)
    .filter(Boolean);
  if (words[0] === 'the' && words.length > 1) words.shift();
  while (words.length > 1 && LEGAL_FORMS.has(words[words.length - 1] as string)) words.pop();
  return words.length ? words.join(' ') : null;
};
