import { z } from 'zod';
import { CheckStatusSchema } from './check';
import { IdSchema } from './common';
import { INPUT_LIMITS, INPUT_MESSAGES } from './input-rules';
import {
  AmountInputSchema,
  CalendarDateInputSchema,
  CurrencyCodeSchema,
  safeText,
} from './input-schemas';
import { LineItemSaveSchema } from './line-item';

/** A date field of the edit form: YYYY-MM-DD, or empty/null when not set. */
const EditableDateSchema = z
  .union([CalendarDateInputSchema, z.literal('')], { error: INPUT_MESSAGES.dateFormat })
  .nullable();

/**
 * A check as the edit form sends it back. Only `overridden` of a failed check is read: the
 * server records who overrode it from the caller's token, so `overridden_by` is ignored.
 */
export const CheckOverrideSchema = z.object({
  name: safeText(100).min(1, INPUT_MESSAGES.required),
  status: CheckStatusSchema,
  overridden: z.boolean().default(false),
  overridden_by: safeText().nullable().optional(),
});

/**
 * PATCH /api/invoices/{id} body: the invoice as the edit form saves it. The spec's client
 * sends every field (missing text as '', non-numbers as 0); the server changes only the
 * fields a save carries, so an omitted field keeps its value. `status` cannot become `paid`
 * (only a completed payment does that).
 */
export const InvoiceSaveSchema = z.object({
  invoice_id: IdSchema,
  invoice_number: safeText().optional(),
  vendor_id: z
    .union([IdSchema, z.literal('')])
    .nullable()
    .optional(),
  issue_date: EditableDateSchema.optional(),
  due_date: EditableDateSchema.optional(),
  payment_send_date: EditableDateSchema.optional(),
  amount: AmountInputSchema.optional(),
  currency: CurrencyCodeSchema.optional(),
  status: safeText(50).min(1, INPUT_MESSAGES.required).optional(),
  payment_terms: safeText(INPUT_LIMITS.longText).optional(),
  requisitioner_contact_name: safeText().optional(),
  requisitioner_contact_email: safeText().optional(),
  requisitioner_company_name: safeText().optional(),
  requisitioner_company_office_address: safeText(INPUT_LIMITS.longText).optional(),
  /** Beyond SPEC §3: the purchase order number ('' clears it). */
  po_number: safeText(100).optional(),
  /** The whole list: items not sent are removed; omit the field to keep the items. */
  items: z
    .array(LineItemSaveSchema)
    .max(INPUT_LIMITS.lineItems, INPUT_MESSAGES.tooManyLineItems)
    .optional(),
  /** Optional: checks with the overrides made in the edit session, so they persist. */
  checks: z
    .array(CheckOverrideSchema)
    .max(INPUT_LIMITS.checks, INPUT_MESSAGES.tooManyChecks)
    .optional(),
});

export type InvoiceSave = z.input<typeof InvoiceSaveSchema>;
export type InvoiceSaveParsed = z.output<typeof InvoiceSaveSchema>;
export type CheckOverride = z.input<typeof CheckOverrideSchema>;
