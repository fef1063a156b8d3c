import { z } from 'zod';
import { LineCodingSourceSchema } from './coding';
import { AmountSchema, IdSchema } from './common';
import { INPUT_LIMITS } from './input-rules';
import { AmountInputSchema, QuantityInputSchema, safeText } from './input-schemas';

/** A line item as read, with the accounting-system coding fields. */
export const LineItemSchema = z.object({
  id: IdSchema,
  description: z.string(),
  quantity: z.number().finite(),
  rate: AmountSchema,
  amount: AmountSchema,
  quickbooks_account: z.string().nullable(),
  quickbooks_class: z.string().nullable(),
  quickbooks_customer_job: z.string().nullable(),
  quickbooks_billable: z.boolean(),
  /**
   * Beyond SPEC §3: the QuickBooks location (Department) the line is coded to, the values of
   * the organisation's other coding dimensions (Cost Center, Budget Code, ... by key), and
   * who set each coding value or what the assistant suggests for it, by dimension key
   * (account, class, department, or an added dimension's key).
   */
  quickbooks_department: z.string().nullable().optional(),
  coding_dimensions: z.record(z.string(), z.string()).optional(),
  coding: z.record(z.string(), LineCodingSourceSchema).optional(),
});

/**
 * A line item as sent on save: the spec's form sends no accounting fields. A new item has no id (its
 * missing fields start empty / 0); an existing item changes only the fields sent.
 */
export const LineItemSaveSchema = z.object({
  id: IdSchema.optional(),
  description: safeText(INPUT_LIMITS.longText).optional(),
  quantity: QuantityInputSchema.optional(),
  rate: AmountInputSchema.optional(),
  amount: AmountInputSchema.optional(),
  /**
   * Beyond SPEC §3 (whose edit form never sends them): the item's coding, changed only when
   * sent; '' or null clears it. The approval rules read GL account and class.
   */
  quickbooks_account: safeText(200).nullable().optional(),
  quickbooks_class: safeText(200).nullable().optional(),
  quickbooks_department: safeText(200).nullable().optional(),
  /** Other coding dimensions by key; a key sent with '' or null clears it, others stay. */
  coding_dimensions: z.record(safeText(40), safeText(200).nullable()).optional(),
});

export type LineItem = z.infer<typeof LineItemSchema>;
export type LineItemSave = z.input<typeof LineItemSaveSchema>;
