import { CODING_WEIGHTS as W } from './coding-weights';
import { descriptionTokens, similarity } from './description-tokens';
import type { CodedLine, LineToCode, Suggestion } from './model-types';

const DAY_MS = 86_400_000;

/** A line's weight by its age: halves every half-life, never grows for future dates. */
export const recencyWeight = (lineAt: number, codedAt: number) =>
  0.5 ** (Math.max(0, lineAt - codedAt) / DAY_MS / W.recencyHalfLifeDays);

type Vote = { score: number; weight: number; lines: number; example: string };

/**
 * The coding most of these lines agree on, each line voting with its recency × (floor +
 * description similarity) (× the unconfirmed weight when only the assistant set it).
 * Confidence: the winner's share of the votes, scaled down while few recent lines support it.
 */
export const voteOfLines = (
  line: LineToCode,
  history: readonly CodedLine[],
  minSimilarity = 0,
): {
  value: string;
  confidence: number;
  lines: number;
  example: string;
  /** How alike the most alike of these lines is (0: none shares a word). */
  nearest: number;
} | null => {
  const tokens = descriptionTokens(line.description);
  const votes = new Map<string, Vote>();
  let total = 0;
  for (const coded of history) {
    const alike = similarity(tokens, descriptionTokens(coded.description));
    if (alike < minSimilarity) continue;
    const weight =
      recencyWeight(line.at, coded.at) * (coded.origin === 'assistant' ? W.unconfirmedWeight : 1);
    const score = weight * (W.historySimilarityFloor + alike ** W.historySimilarityPower);
    total += score;
    const vote = votes.get(coded.value) ?? {
      score: 0,
      weight: 0,
      lines: 0,
      example: coded.description,
    };
    vote.score += score;
    vote.weight += weight;
    vote.lines += 1;
    votes.set(coded.value, vote);
  }
  let best: [string, Vote] | null = null;
  const nearest = history.reduce(
    (most, coded) => Math.max(most, similarity(tokens, descriptionTokens(coded.description))),
    0,
  );
  for (const entry of votes) if (!best || entry[1].score > best[1].score) best = entry;
  if (!best || total === 0) return null;
  const [value, vote] = best;
  const support = Math.min(1, vote.weight / W.fullSupport);
  return {
    value,
    confidence: (vote.score / total) * support,
    lines: vote.lines,
    example: vote.example,
    nearest,
  };
};

/** The vendor's own history: "like 12 earlier lines from this vendor". */
export const fromVendorHistory = (
  line: LineToCode,
  vendorLines: readonly CodedLine[],
): (Suggestion & { nearest: number }) | null => {
  const vote = voteOfLines(line, vendorLines);
  if (!vote) return null;
  return {
    nearest: vote.nearest,
    value: vote.value,
    source: 'history',
    reason: `like ${vote.lines} earlier line${vote.lines === 1 ? '' : 's'} from this vendor`,
    confidence: vote.confidence,
  };
};

/** Lines of other vendors much like this one (a vendor with no history of its own). */
export const fromOtherVendors = (
  line: LineToCode,
  otherLines: readonly CodedLine[],
): Suggestion | null => {
  const vote = voteOfLines(line, otherLines, W.otherVendorsSimilarity);
  if (!vote) return null;
  return {
    value: vote.value,
    source: 'other_vendors',
    reason: `like ${vote.lines} earlier line${vote.lines === 1 ? '' : 's'} of other vendors ("${vote.example.slice(0, 60)}")`,
    confidence: vote.confidence * W.otherVendorsWeight,
  };
};
