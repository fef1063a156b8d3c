import { z } from 'zod';
import { AmountSchema, IdSchema } from './common';

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
 * A line item as sent on save: the accounting fields are not sent. A new item has no id;
 * non-numeric inputs become 0 on the client before sending.
 */
export const LineItemSaveSchema = z.object({
  id: IdSchema.optional(),
  description: z.string().default(''),
  quantity: z.number().finite().default(0),
  rate: AmountSchema.default(0),
  amount: AmountSchema.default(0),
});

export type LineItem = z.infer<typeof LineItemSchema>;
export type LineItemSave = z.input<typeof LineItemSaveSchema>;
