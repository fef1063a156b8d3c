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

const readTokens = (description: string): ReadonlySet<string> =>
  new Set(
    description
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length > 1 && !/\d/.test(word) && !STOP_WORDS.has(word))
      .map(stem),
  );

/** Descriptions read recently: the model compares each new line with hundreds of earlier ones. */
const read = new Map<string, ReadonlySet<string>>();
const READ_LIMIT = 20_000;

/** The words of a line's description that say what was bought. */
export const descriptionTokens = (description: string): ReadonlySet<string> => {
  const known = read.get(description);
  if (known) return known;
  if (read.size >= READ_LIMIT) read.clear();
  const tokens = readTokens(description);
  read.set(description, tokens);
  return tokens;
};

/** How much a word says about what was bought (1 for every word when nothing is known). */
export type WordWeight = (token: string) => number;

const evenly: WordWeight = () => 1;

/**
 * Words many vendors use ("services", "fee", "usage", "plan") say less than words few do
 * ("therms", "janitorial"): a word's weight is its inverse document frequency over vendors.
 */
export const wordWeights = (
  lines: readonly { vendorId: string | null; description: string }[],
): WordWeight => {
  const vendorsOf = new Map<string, Set<string>>();
  const vendors = new Set<string>();
  lines.forEach((line, i) => {
    const vendor = line.vendorId ?? `#${i}`;
    vendors.add(vendor);
    for (const token of descriptionTokens(line.description)) {
      const seen = vendorsOf.get(token) ?? new Set<string>();
      seen.add(vendor);
      vendorsOf.set(token, seen);
    }
  });
  const n = vendors.size;
  return (token) => {
    const df = vendorsOf.get(token)?.size ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  };
};

/**
 * Weighted Jaccard similarity of two token sets (0..1): the weight of the words they share
 * over the weight of all their words; two empty descriptions are not alike.
 */
export const similarity = (
  a: ReadonlySet<string>,
  b: ReadonlySet<string>,
  weight: WordWeight = evenly,
): number => {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  let all = 0;
  for (const token of a) {
    const w = weight(token);
    all += w;
    if (b.has(token)) shared += w;
  }
  for (const token of b) if (!a.has(token)) all += weight(token);
  return all > 0 ? shared / all : 0;
};
