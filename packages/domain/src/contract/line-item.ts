import { z } from 'zod';
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
});

export type LineItem = z.infer<typeof LineItemSchema>;
export type LineItemSave = z.input<typeof LineItemSaveSchema>;
