import type { CodingRule, CodingRuleInput } from '@ap/domain/contract';
import type { RuleDraft } from './RuleEditorRow';

/** The edit copy of a saved rule. */
export const toRuleDraft = (rule: CodingRule): RuleDraft => ({
  kind: rule.kind,
  vendorId: rule.vendor_id,
  words: rule.words.join(', '),
  min: rule.min_amount ?? '',
  max: rule.max_amount ?? '',
  value: rule.value,
});

export const blankRuleDraft = (): RuleDraft => ({
  kind: 'description',
  vendorId: null,
  words: '',
  min: '',
  max: '',
  value: '',
});

const amount = (value: number | string) =>
  value === '' || Number.isNaN(Number(value)) ? null : Number(value);

/** What Set Rules sends for a rule (the server says what is missing, by path). */
export const toRuleInput = (draft: RuleDraft): CodingRuleInput => ({
  kind: draft.kind,
  value: draft.value,
  ...(draft.kind === 'vendor' ? { vendor_id: draft.vendorId } : {}),
  ...(draft.kind === 'description'
    ? {
        words: draft.words
          .split(',')
          .map((w) => w.trim())
          .filter(Boolean),
      }
    : {}),
  ...(draft.kind === 'amount'
    ? { min_amount: amount(draft.min), max_amount: amount(draft.max) }
    : {}),
});
