import { centsToAmount } from '@ap/domain';
import { CODING_WEIGHTS } from './coding-weights';
import { descriptionTokens } from './description-tokens';
import type { CodingRule, LineToCode, RuleKind, Suggestion } from './model-types';

/** Which rule wins when several match: the one that says most about this very line. */
const SPECIFICITY: Record<Exclude<RuleKind, 'default'>, number> = {
  description: 3,
  vendor: 2,
  amount: 1,
};

const amountText = (cents: number | null) =>
  cents === null ? '' : centsToAmount(cents).toFixed(2);

/** The rule as the reason shows it: "rule: vendor = Acme → 6100". */
export const ruleReason = (rule: CodingRule): string => {
  const condition = {
    vendor: `vendor = ${rule.vendorName ?? rule.vendorId ?? '?'}`,
    description: `description has ${rule.words.map((word) => `"${word}"`).join(' or ')}`,
    amount: `amount ${amountText(rule.minCents) || '0.00'}–${amountText(rule.maxCents) || '∞'}`,
    default: 'default',
  }[rule.kind];
  return `rule: ${condition} → ${rule.value}`;
};

const matches = (rule: CodingRule, line: LineToCode, tokens: ReadonlySet<string>): boolean => {
  switch (rule.kind) {
    case 'vendor':
      return rule.vendorId !== null && rule.vendorId === line.vendorId;
    case 'description':
      return rule.words.some((word) => {
        const wanted = [...descriptionTokens(word)];
        return wanted.length > 0 && wanted.every((token) => tokens.has(token));
      });
    case 'amount':
      return (
        (rule.minCents === null || line.amountCents >= rule.minCents) &&
        (rule.maxCents === null || line.amountCents <= rule.maxCents)
      );
    case 'default':
      return false;
  }
};

const asSuggestion = (rule: CodingRule, confidence: number, source: Suggestion['source']) => ({
  value: rule.value,
  source,
  reason: ruleReason(rule),
  confidence,
});

/** The most specific matching rule (vendor, description words, amount range), in set order. */
export const matchRule = (rules: readonly CodingRule[], line: LineToCode): Suggestion | null => {
  const tokens = descriptionTokens(line.description);
  let best: CodingRule | null = null;
  for (const rule of rules) {
    if (rule.kind === 'default' || !matches(rule, line, tokens)) continue;
    if (!best || SPECIFICITY[rule.kind] > SPECIFICITY[best.kind as keyof typeof SPECIFICITY])
      best = rule;
  }
  return best ? asSuggestion(best, CODING_WEIGHTS.ruleConfidence, 'rule') : null;
};

/** The dimension's default rule, if it has one. */
export const defaultRule = (rules: readonly CodingRule[]): Suggestion | null => {
  const rule = rules.find((r) => r.kind === 'default');
  return rule ? asSuggestion(rule, CODING_WEIGHTS.defaultRuleConfidence, 'default') : null;
};
