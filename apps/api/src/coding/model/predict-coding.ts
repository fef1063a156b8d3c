import { CODING_WEIGHTS as W } from './coding-weights';
import { descriptionTokens, similarity, type WordWeight, wordWeights } from './description-tokens';
import { kinshipOf } from './kindred-lines';
import { defaultRule, matchRule } from './mapping-rule-match';
import type { CodedLine, CodingRule, LineToCode, Suggestion } from './model-types';
import { fromOtherVendors, fromVendorHistory } from './vendor-history';

/** What the model knows of one dimension when it codes a line. */
export type DimensionKnowledge = {
  /** The dimension's mapping rules, in the order they were set. */
  rules: readonly CodingRule[];
  /** Earlier coded lines of the line's vendor. */
  vendorLines: readonly CodedLine[];
  /**
   * Earlier coded lines of other vendors (recent ones): for the account of a line the vendor's
   * own say nothing about, which of the vendor's lines are of its kind, and a new vendor.
   */
  otherLines: readonly CodedLine[];
  /**
   * Whether what other vendors' alike lines were coded says something about this line: yes
   * for the account (what was bought), no for class or location (who bought it), where they
   * are asked only for a vendor with no history at all.
   */
  acrossVendors: boolean;
};

/** The most alike line a person coded for this vendor, when alike enough. */
const fromCorrections = (
  line: LineToCode,
  vendorLines: readonly CodedLine[],
  weight?: WordWeight,
): Suggestion | null => {
  const tokens = descriptionTokens(line.description);
  let best: { coded: CodedLine; alike: number } | null = null;
  for (const coded of vendorLines) {
    if (coded.origin !== 'person') continue;
    const alike = similarity(tokens, descriptionTokens(coded.description), weight);
    if (alike < W.correctionSimilarity) continue;
    if (!best || alike > best.alike || (alike === best.alike && coded.at > best.coded.at))
      best = { coded, alike };
  }
  if (!best) return null;
  return {
    value: best.coded.value,
    source: 'correction',
    reason: `a person coded a similar line from this vendor ("${best.coded.description.slice(0, 60)}") → ${best.coded.value}`,
    confidence: W.correctionBaseConfidence + (1 - W.correctionBaseConfidence) * best.alike,
  };
};

const nearestOf = (line: LineToCode, lines: readonly CodedLine[], weight?: WordWeight) => {
  const tokens = descriptionTokens(line.description);
  let nearest = 0;
  for (const coded of lines)
    nearest = Math.max(nearest, similarity(tokens, descriptionTokens(coded.description), weight));
  return nearest;
};

const hasWords = (line: LineToCode) => descriptionTokens(line.description).size > 0;

const confident = (suggestion: Suggestion | null) =>
  suggestion && suggestion.confidence >= W.applyThreshold ? suggestion : null;

/**
 * One dimension of one line, from (in order) a person's earlier value for this vendor and a
 * similar description, the mapping rules, the vendor's history, lines of other vendors like
 * it, and the default rule. Words are weighed by how few vendors use them. The first sure
 * enough wins; otherwise the best unsure guess comes back (below the apply threshold: it waits
 * for a person), or null when nothing is known.
 */
export const predictDimension = (
  line: LineToCode,
  knowledge: DimensionKnowledge,
): Suggestion | null => {
  const { vendorLines, otherLines } = knowledge;
  const weight = wordWeights([...vendorLines, ...otherLines]);
  const own = () => {
    const novelWords =
      !knowledge.acrossVendors &&
      hasWords(line) &&
      nearestOf(line, vendorLines, weight) < W.novelLineSimilarity;
    return fromVendorHistory(
      line,
      vendorLines,
      weight,
      novelWords ? kinshipOf(line, vendorLines, otherLines, weight) : undefined,
    );
  };
  const others = () => fromOtherVendors(line, otherLines, weight);
  const tries = [
    () => fromCorrections(line, vendorLines, weight),
    () => matchRule(knowledge.rules, line),
    // A line unlike anything this vendor billed before (a new kind of purchase): lines of
    // other vendors much like it know more than the vendor's usual coding.
    () => {
      const vote = own();
      if (vote && knowledge.acrossVendors && vote.nearest < W.novelLineSimilarity && hasWords(line))
        return confident(others()) ?? vote;
      return vote;
    },
    () => {
      if (knowledge.acrossVendors) return others();
      if (vendorLines.length > 0) return null;
      // Who bought a thing varies by vendor: for a new vendor's class or location, what others'
      // alike lines carry is a hint for a person, hardly ever sure enough to apply.
      const hint = others();
      return hint && { ...hint, confidence: hint.confidence * W.otherVendorsClassWeight };
    },
    () => defaultRule(knowledge.rules),
  ];
  let unsure: Suggestion | null = null;
  for (const attempt of tries) {
    const suggestion = attempt();
    const sure = confident(suggestion);
    if (sure) return sure;
    if (suggestion && (!unsure || suggestion.confidence > unsure.confidence)) unsure = suggestion;
  }
  return unsure;
};

/** Whether a suggestion is sure enough to be applied without a person. */
export const isConfident = (suggestion: Suggestion | null): suggestion is Suggestion =>
  confident(suggestion) !== null;
