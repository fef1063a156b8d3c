import { CODING_WEIGHTS as W } from './coding-weights';
import { descriptionTokens, similarity, type WordWeight } from './description-tokens';
import type { CodedLine, LineToCode } from './model-types';

/** Of one other vendor's lines, the most alike to these words, if alike enough. */
const mostAlike = (
  tokens: ReadonlySet<string>,
  lines: readonly CodedLine[],
  weight?: WordWeight,
): CodedLine | null => {
  let best: { coded: CodedLine; alike: number } | null = null;
  for (const coded of lines) {
    const alike = similarity(tokens, descriptionTokens(coded.description), weight);
    if (alike < W.otherVendorsSimilarity) continue;
    if (!best || alike > best.alike || (alike === best.alike && coded.at > best.coded.at))
      best = { coded, alike };
  }
  return best?.coded ?? null;
};

const sameCoding = (a: CodedLine, b: CodedLine) =>
  a.value === b.value && (a.account ?? null) === (b.account ?? null);

/**
 * For a line whose words this vendor never billed, which of the vendor's earlier lines are of
 * the same kind, as other vendors tell: where another vendor billed lines like this one and
 * lines like an earlier one, and coded both alike (value and account), that earlier line is
 * kin (+1); where it coded them apart, it is not (-1). Returns each earlier description's
 * kinship (-1..1), for the descriptions some other vendor spoke about.
 */
export const kinshipOf = (
  line: LineToCode,
  vendorLines: readonly CodedLine[],
  otherLines: readonly CodedLine[],
  weight?: WordWeight,
): Map<string, number> => {
  const byVendor = new Map<string, CodedLine[]>();
  for (const coded of otherLines) {
    if (!coded.vendorId) continue;
    const lines = byVendor.get(coded.vendorId) ?? [];
    lines.push(coded);
    byVendor.set(coded.vendorId, lines);
  }
  const tokens = descriptionTokens(line.description);
  const witnesses: { like: CodedLine; lines: CodedLine[] }[] = [];
  for (const lines of byVendor.values()) {
    const like = mostAlike(tokens, lines, weight);
    if (like) witnesses.push({ like, lines });
  }
  const kinship = new Map<string, number>();
  if (witnesses.length === 0) return kinship;
  for (const description of new Set(vendorLines.map((coded) => coded.description))) {
    const words = descriptionTokens(description);
    let said = 0;
    let alike = 0;
    for (const { like, lines } of witnesses) {
      const other = mostAlike(words, lines, weight);
      if (!other) continue;
      said += 1;
      if (sameCoding(other, like)) alike += 1;
    }
    if (said > 0) kinship.set(description, (2 * alike - said) / said);
  }
  return kinship;
};
