import levenshtein from 'damerau-levenshtein';
import { getDomainWithoutSuffix } from 'tldts';
import { toUnicode } from 'tr46';
import unhomoglyph from 'unhomoglyph';
import { isSharedMailDomain, registeredDomain } from './mail-address';

/** A domain the organisation knows as someone's: its own, or a vendor's. */
export type KnownDomain<Owner> = { domain: string; owner: Owner };

/** A sender's domain that imitates a known one. */
export type Lookalike<Owner> = {
  /** The sender's registered domain. */
  domain: string;
  /** The known registered domain it resembles. */
  resembles: string;
  owner: Owner;
  /** How, in words ('one character changed'). */
  how: string;
};

/**
 * What a name looks like (UTS #39 skeleton): punycode decoded, compatibility forms folded,
 * each confusable character (Cyrillic а, Greek ο, 0, 1, rn for m, …) replaced by the
 * character it is mistaken for. Two names with one skeleton look the same to a reader.
 */
export const skeletonOf = (name: string): string =>
  unhomoglyph(toUnicode(name).domain.normalize('NFKC').toLowerCase()).toLowerCase();

/** A domain as comparison reads it: its registered domain, name without ending, skeleton. */
type Reading = { registered: string; name: string; skeleton: string; shared: boolean };

// Readings are pure and the same domains come back with every message: remembered, bounded.
const READINGS_KEPT = 100_000;
const readings = new Map<string, Reading>();
const readingOf = (domain: string): Reading => {
  const known = readings.get(domain);
  if (known) return known;
  const registered = registeredDomain(domain);
  const name =
    getDomainWithoutSuffix(registered, { allowPrivateDomains: true }) ??
    registered.split('.')[0] ??
    registered;
  const reading = {
    registered,
    name,
    skeleton: skeletonOf(name),
    shared: isSharedMailDomain(registered),
  };
  if (readings.size >= READINGS_KEPT) readings.clear();
  readings.set(domain, reading);
  return reading;
};

// Character counts by code (mod 128: two characters sharing a slot only make the bound lower).
const counts = new Int16Array(128);

const tally = (text: string, step: number) => {
  for (let i = 0; i < text.length; i += 1) {
    const slot = text.charCodeAt(i) & 127;
    counts[slot] = (counts[slot] ?? 0) + step;
  }
};

/** The surplus counts in the slots of this text's characters, each slot then cleared. */
const takeSurplus = (text: string) => {
  let surplus = 0;
  for (let i = 0; i < text.length; i += 1) {
    const slot = text.charCodeAt(i) & 127;
    surplus += Math.max(counts[slot] ?? 0, 0);
    counts[slot] = 0;
  }
  return surplus;
};

/**
 * A lower bound of the edit distance, in time linear in the names: each edit adds or removes
 * at most one character of each kind, so names whose characters differ by more than k are
 * more than k edits apart. It spares the full comparison for almost every known name.
 */
const charactersApart = (a: string, b: string): number => {
  tally(a, 1);
  tally(b, -1);
  const surplus = takeSurplus(a) + takeSurplus(b);
  // The counts add up to |a| - |b|: what b has more of is the surplus less that.
  return Math.max(surplus, surplus - (a.length - b.length));
};

/** How many edits a name of this length may be away from a known one and still imitate it. */
const allowedEdits = (length: number) => (length >= 8 ? 2 : length >= 4 ? 1 : 0);

const compare = (
  mine: Reading,
  words: ReadonlySet<string>,
  theirs: Reading,
): { how: string; edits: number } | undefined => {
  if (mine.skeleton === theirs.skeleton)
    return mine.name === theirs.name
      ? { how: 'the same name under another ending', edits: 0 }
      : { how: 'look-alike characters', edits: 0 };
  const allowed = allowedEdits(theirs.skeleton.length);
  // Names whose lengths differ by more than the allowed edits cannot be that close.
  if (
    allowed > 0 &&
    Math.abs(mine.skeleton.length - theirs.skeleton.length) <= allowed &&
    charactersApart(mine.skeleton, theirs.skeleton) <= allowed
  ) {
    const edits = levenshtein(mine.skeleton, theirs.skeleton).steps;
    if (edits <= allowed)
      return { how: edits === 1 ? 'one character changed' : `${edits} characters changed`, edits };
  }
  // `northwind-billing` borrows the whole name.
  if (theirs.skeleton.length >= 4 && words.has(theirs.skeleton))
    return { how: 'the same name with a word added', edits: allowed + 1 };
  return undefined;
};

/**
 * The known domain a sender's domain imitates, if any: close in spelling (one or two edits,
 * swapped letters), the same under look-alike characters or punycode, the same name under
 * another ending, or the name with a word added. `known` is in order of age, the oldest first
 * (the organisation's own, then vendors as they were created), and the older of two similar
 * names is the original: a known sender domain imitates only those known before it (a draft
 * vendor made from an earlier look-alike invoice still imitates the vendor it copied, and
 * that vendor never imitates its imitator). Shared mail providers (gmail.com) are neither
 * compared nor compared to. The closest match wins.
 */
export const lookalikeOf = <Owner>(
  senderDomain: string,
  known: readonly KnownDomain<Owner>[],
): Lookalike<Owner> | undefined => {
  const mine = readingOf(senderDomain.toLowerCase());
  if (mine.shared) return undefined;
  const words = new Set(mine.skeleton.split('-'));
  let best: (Lookalike<Owner> & { edits: number }) | undefined;
  for (const entry of known) {
    const theirs = readingOf(entry.domain.toLowerCase());
    if (theirs.registered === mine.registered) break; // only names known before the sender's
    if (theirs.shared) continue;
    const found = compare(mine, words, theirs);
    if (found && (!best || found.edits < best.edits))
      best = {
        domain: mine.registered,
        resembles: theirs.registered,
        owner: entry.owner,
        ...found,
      };
  }
  if (!best) return undefined;
  const { edits: _edits, ...lookalike } = best;
  return lookalike;
};
