import { z } from 'zod';
import {
  ADDED_DIMENSION_TARGETS,
  CODING_RULE_KINDS,
  CODING_TARGETS,
} from '../coding/coding-dimensions';
import { AmountSchema, IdSchema, TimestampSchema } from './common';
import { AmountInputSchema, InputIdSchema, safeText } from './input-schemas';

/**
 * Beyond SPEC §2 (where the ERP drawer's Mapping Rules are "Under construction"): the
 * organisation's coding dimensions, their mapping rules, and its QuickBooks chart.
 */
export const CodingDimensionSchema = z.object({
  key: z.string(),
  name: z.string(),
  target: z.enum(CODING_TARGETS),
  built_in: z.boolean(),
});

/** A mapping rule as read; `reason` is how a coded line names it ("rule: vendor = Acme → 6100"). */
export const CodingRuleSchema = z.object({
  id: IdSchema,
  dimension: z.string(),
  kind: z.enum(CODING_RULE_KINDS),
  vendor_id: z.string().nullable(),
  vendor_name: z.string().nullable(),
  words: z.array(z.string()),
  min_amount: AmountSchema.nullable(),
  max_amount: AmountSchema.nullable(),
  value: z.string(),
  reason: z.string(),
});

/** GET /api/coding/mapping-rules. */
export const MappingRulesSchema = z.object({
  dimensions: z.array(CodingDimensionSchema),
  rules: z.array(CodingRuleSchema),
});

/** A rule as Set Rules sends it; what its kind needs must be there (else 400 with the path). */
export const CodingRuleInputSchema = z
  .object({
    kind: z.enum(CODING_RULE_KINDS),
    vendor_id: InputIdSchema.nullable().optional(),
    words: z.array(safeText(60).min(1)).max(20).optional(),
    min_amount: AmountInputSchema.nullable().optional(),
    max_amount: AmountInputSchema.nullable().optional(),
    value: safeText(200).trim().min(1, 'Choose the value the rule sets.'),
  })
  .superRefine((rule, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (rule.kind === 'vendor' && !rule.vendor_id) issue('vendor_id', 'Choose the vendor.');
    if (rule.kind === 'description' && !rule.words?.some((word) => word.trim()))
      issue('words', 'Give at least one word.');
    if (rule.kind === 'amount') {
      const min = rule.min_amount ?? null;
      const max = rule.max_amount ?? null;
      if (min === null && max === null) issue('min_amount', 'Give a lowest or a highest amount.');
      if (min !== null && max !== null && min > max)
        issue('max_amount', 'The highest amount is below the lowest.');
    }
  });

/** PUT /api/coding/mapping-rules: one dimension's rules (by its key), in order. */
export const SetMappingRulesSchema = z
  .object({
    dimension: safeText(40).min(1, 'Name the dimension.'),
    rules: z.array(CodingRuleInputSchema).max(200),
  })
  .superRefine(({ rules }, ctx) => {
    if (rules.filter((rule) => rule.kind === 'default').length > 1)
      ctx.addIssue({ code: 'custom', path: ['rules'], message: 'Only one default rule.' });
  });

/** POST /api/coding/dimensions. */
export const AddCodingDimensionSchema = z.object({
  name: safeText(40).trim().min(1, 'Name the dimension.'),
  target: z.enum(ADDED_DIMENSION_TARGETS),
});

/** One entry of the QuickBooks chart: an account, class, location or customer/job. */
export const ChartEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  full_name: z.string(),
  number: z.string().nullable(),
  type: z.string().nullable(),
});

/** GET /api/coding/chart: the organisation's QuickBooks lists, as last read. */
export const AccountingChartSchema = z.object({
  connected: z.boolean(),
  accounts: z.array(ChartEntrySchema),
  classes: z.array(ChartEntrySchema),
  departments: z.array(ChartEntrySchema),
  customers: z.array(ChartEntrySchema),
  refreshed_at: TimestampSchema.nullable(),
});

/** Who set one coding value of a line, or what the assistant suggests for it. */
export const LineCodingSourceSchema = z.object({
  /** person: typed or changed by someone; assistant: set or suggested by the assistant. */
  origin: z.enum(['person', 'assistant']),
  /** Why the assistant chose it ("like 12 earlier lines from this vendor"); null for a person. */
  reason: z.string().nullable(),
  /** 0..1; null for a person. */
  confidence: z.number().min(0).max(1).nullable(),
  /** A suggestion waiting for a person (assigning accounting fields is protected, or unsure). */
  suggested: z.string().nullable(),
  /** The person's name or e-mail; null for the assistant. */
  set_by: z.string().nullable(),
});

export const CodingDimensionKeySchema = InputIdSchema;

export type CodingDimension = z.infer<typeof CodingDimensionSchema>;
export type CodingRule = z.infer<typeof CodingRuleSchema>;
export type CodingRuleInput = z.input<typeof CodingRuleInputSchema>;
export type MappingRules = z.infer<typeof MappingRulesSchema>;
export type SetMappingRules = z.input<typeof SetMappingRulesSchema>;
export type AddCodingDimension = z.infer<typeof AddCodingDimensionSchema>;
export type ChartEntry = z.infer<typeof ChartEntrySchema>;
export type AccountingChart = z.infer<typeof AccountingChartSchema>;
export type LineCodingSource = z.infer<typeof LineCodingSourceSchema>;
