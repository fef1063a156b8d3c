import { CODING_WEIGHTS as W } from './coding-weights';
import { descriptionTokens, similarity, type WordWeight } from './description-tokens';
import type { CodedLine, LineToCode, Suggestion } from './model-types';

const DAY_MS = 86_400_000;

/** A line's weight by its age: halves every half-life, never grows for future dates. */
export const recencyWeight = (lineAt: number, codedAt: number) =>
  0.5 ** (Math.max(0, lineAt - codedAt) / DAY_MS / W.recencyHalfLifeDays);

const originWeight = (coded: CodedLine) => (coded.origin === 'assistant' ? W.unconfirmedWeight : 1);

/** One earlier line's (or one other vendor's) say: how loud, and how much it supports. */
type Ballot = {
  value: string;
  score: number;
  support: number;
  onAccount: boolean;
  /** The description, when other vendors tell it is of this line's kind. */
  kin: string | null;
};

type Count = { score: number; support: number; lines: number; onAccount: number; kin: string[] };

/**
 * The value the ballots agree on. Confidence: the winner's share of the votes, scaled down
 * while little recent evidence supports it.
 */
const count = (ballots: readonly Ballot[]) => {
  const counts = new Map<string, Count>();
  let total = 0;
  for (const ballot of ballots) {
    const tally = counts.get(ballot.value) ?? {
      score: 0,
      support: 0,
      lines: 0,
      onAccount: 0,
      kin: [],
    };
    tally.score += ballot.score;
    tally.support += ballot.support;
    tally.lines += 1;
    if (ballot.onAccount) tally.onAccount += 1;
    if (ballot.kin) tally.kin.push(ballot.kin);
    counts.set(ballot.value, tally);
    total += ballot.score;
  }
  let best: [string, Count] | null = null;
  for (const entry of counts) if (!best || entry[1].score > best[1].score) best = entry;
  if (!best || total === 0) return null;
  const [value, tally] = best;
  const support = Math.min(1, tally.support / W.fullSupport);
  return { value, tally, confidence: (tally.score / total) * support };
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Why the vendor's lines voted so; `byAccount`: some of its lines were on other accounts. */
const historyReason = ({ lines, onAccount, kin }: Count, byAccount: boolean) => {
  if (kin.length > 0)
    return `like ${plural(kin.length, 'earlier line')} from this vendor ("${kin[kin.length - 1]?.slice(0, 60)}") that other vendors code as they code lines like this`;
  if (byAccount && onAccount > 0)
    return `like ${plural(onAccount, 'earlier line')} from this vendor on the same account`;
  return `like ${plural(lines, 'earlier line')} from this vendor`;
};

/**
 * The vendor's own history: "like 12 earlier lines from this vendor". Each line votes with
 * its recency × its description similarity, and the vendor's usual coding (its lines'
 * recency-weighted shares) with a fixed weight besides: a line whose words the vendor never
 * billed follows the usual, lines alike in words outvote it, and a miscoded line is outvoted
 * by the lines coded alike. When the line's account is known, lines booked to
 * another account count less (their class and location are less likely this line's), unless
 * alike in words. Lines other vendors tell are of this line's kind (`kinship`, 0..1) pull as
 * if alike in words.
 */
export const fromVendorHistory = (
  line: LineToCode,
  vendorLines: readonly CodedLine[],
  weight?: WordWeight,
  kinship?: ReadonlyMap<string, number>,
): (Suggestion & { nearest: number }) | null => {
  const tokens = descriptionTokens(line.description);
  let nearest = 0;
  let strengthSum = 0;
  const strengthOf: number[] = [];
  const ballots = vendorLines.map((coded): Ballot => {
    const alike = similarity(tokens, descriptionTokens(coded.description), weight);
    nearest = Math.max(nearest, alike);
    const onAccount = Boolean(line.account) && coded.account === line.account;
    const kin = Math.max(0, kinship?.get(coded.description) ?? 0);
    const strength =
      recencyWeight(line.at, coded.at) *
      originWeight(coded) *
      (line.account && !onAccount ? W.otherAccountWeight + (1 - W.otherAccountWeight) * alike : 1);
    const pull = alike ** W.historySimilarityPower + W.kinPull * kin;
    strengthSum += strength;
    strengthOf.push(strength);
    return {
      value: coded.value,
      score: strength * pull,
      support: strength * (1 + W.alikeSupport * pull),
      onAccount,
      kin: kin > 0 ? coded.description : null,
    };
  });
  // The vendor's usual coding: its lines' shares of one fixed weight, however many it billed.
  if (strengthSum > 0)
    ballots.forEach((ballot, i) => {
      ballot.score += (W.vendorUsualWeight * (strengthOf[i] ?? 0)) / strengthSum;
    });
  const vote = count(ballots);
  if (!vote) return null;
  return {
    value: vote.value,
    source: 'history',
    reason: historyReason(
      vote.tally,
      ballots.some((ballot) => !ballot.onAccount),
    ),
    confidence: vote.confidence,
    nearest,
  };
};

/**
 * Lines of other vendors much like this one. Each other vendor is one opinion per value,
 * however often it billed the line: twelve lunches from one caterer say how that caterer's
 * lines were coded, not how the organisation codes lunches.
 */
export const fromOtherVendors = (
  line: LineToCode,
  otherLines: readonly CodedLine[],
  weight?: WordWeight,
): Suggestion | null => {
  const tokens = descriptionTokens(line.description);
  const opinions = new Map<string, { value: string; vote: number; example: string }>();
  otherLines.forEach((coded, i) => {
    const alike = similarity(tokens, descriptionTokens(coded.description), weight);
    if (alike < W.otherVendorsSimilarity) return;
    const vote =
      recencyWeight(line.at, coded.at) * originWeight(coded) * alike ** W.historySimilarityPower;
    const key = `${coded.vendorId ?? `#${i}`}\u0000${coded.value}`;
    const opinion = opinions.get(key);
    if (!opinion || vote > opinion.vote)
      opinions.set(key, { value: coded.value, vote, example: coded.description });
  });
  const vote = count(
    [...opinions.values()].map((opinion) => ({
      value: opinion.value,
      score: opinion.vote,
      support: opinion.vote * W.otherVendorSupport,
      onAccount: false,
      kin: null,
    })),
  );
  if (!vote) return null;
  const example =
    [...opinions.values()].find((opinion) => opinion.value === vote.value)?.example ?? '';
  return {
    value: vote.value,
    source: 'other_vendors',
    reason: `like earlier lines of ${plural(vote.tally.lines, 'other vendor')} ("${example.slice(0, 60)}")`,
    confidence: vote.confidence * W.otherVendorsWeight,
  };
};
