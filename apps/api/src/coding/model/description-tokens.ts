/** Words that say nothing about what was bought: dates, filler, units and invoice boilerplate. */
const STOP_WORDS = new Set(
  [
    'a an and the of for to in on at by with from per via',
    'jan feb mar apr may jun jul aug sep sept oct nov dec',
    'january february march april june july august september october november december',
    'q1 q2 q3 q4 fy week month year monthly annual yearly',
    'ea each pcs pc unit units qty hrs hr hour hours x',
    'invoice inv ref no number item line order po total subtotal',
  ]
    .join(' ')
    .split(' '),
);

/** Plural and verb endings folded so "licenses" meets "license" and "cleaning" meets "clean". */
const stem = (word: string) =>
  word.length > 4 ? word.replace(/(ies|es|s|ing|ed)$/, (end) => (end === 'ies' ? 'y' : '')) : word;

/** The words of a line's description that say what was bought. */
export const descriptionTokens = (description: string): Set<string> =>
  new Set(
    description
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length > 1 && !/\d/.test(word) && !STOP_WORDS.has(word))
      .map(stem),
  );

/** Jaccard similarity of two token sets (0..1); two empty descriptions are not alike. */
export const similarity = (a: ReadonlySet<string>, b: ReadonlySet<string>): number => {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const token of a) if (b.has(token)) shared += 1;
  return shared / (a.size + b.size - shared);
};
