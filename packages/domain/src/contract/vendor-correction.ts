import { z } from 'zod';
import { IdSchema } from './common';
import { INPUT_LIMITS, INPUT_MESSAGES } from './input-rules';
import { safeText } from './input-schemas';

/**
 * Correcting the vendor: rename a vendor, move an invoice to another vendor, merge
 * two vendors into one; and what the assistant learned from people's corrections per vendor
 * (its "reading rules"), which a person can see and forget.
 */

/** A vendor's name as a person types it: trimmed, not empty. */
export const VendorNameSchema = safeText(INPUT_LIMITS.shortText)
  .transform((name) => name.trim().replace(/\s+/g, ' '))
  .refine((name) => name.length > 0, INPUT_MESSAGES.required);

/** PUT /api/vendors/{id}/name */
export const RenameVendorSchema = z.object({ name: VendorNameSchema });

/** PUT /api/invoices/{id}/vendor: the existing vendor the invoice belongs to. */
export const MoveInvoiceToVendorSchema = z.object({ vendor_id: IdSchema });

/**
 * POST /api/vendors/{id}/merge: `vendor_id` is merged into the vendor of the path (its invoices
 * move there, its learned rules and aliases too) and removed; the path's vendor is kept.
 */
export const MergeVendorsSchema = z.object({ vendor_id: IdSchema });

/** What a reading rule teaches the assistant about a vendor's invoices. */
export const READING_RULE_KINDS = [
  /** The vendor's name as the organisation knows it. */
  'vendor_name',
  /** The currency its invoices are in when the page leaves it unsaid. */
  'currency',
  /** How its dates are written: day first (31.01.2026) or month first (01/31/2026). */
  'date_order',
  /** The label its invoices print the number, date or total after. */
  'invoice_number_label',
  'issue_date_label',
  'total_label',
  /** Where the total is when no label shows it: 'largest_amount'. */
  'total_position',
  /**
   * Where a scan or photo prints the number, date or total when no label leads to it (faint
   * print the page's read lost): read closely there. The value says where and what it looks
   * like: 'page 1, 76.5–86.8 % across, 18.2–19.1 % down, shaped IV##########'.
   */
  'invoice_number_place',
  'issue_date_place',
  'total_place',
] as const;
export const ReadingRuleKindSchema = z.enum(READING_RULE_KINDS);

export const ReadingRuleSchema = z.object({
  id: IdSchema,
  vendor_id: IdSchema,
  kind: ReadingRuleKindSchema,
  /** The learned value: a name, an ISO currency, 'day_first' / 'month_first', a label or a place. */
  value: z.string(),
  /** How many corrections taught it. */
  corrections: z.number().int().min(0),
  learned_at: z.string(),
  /** Who made the last correction that taught it. */
  learned_from: z.string().nullable(),
});

/** GET /api/vendors/{id}/reading-rules */
export const VendorReadingRulesSchema = z.object({
  vendor_id: IdSchema,
  rules: z.array(ReadingRuleSchema),
  /** Sender addresses, domains and names that identify the vendor besides its record. */
  aliases: z.array(z.object({ kind: z.string(), value: z.string() })),
  /** Corrections recorded for the vendor's invoices. */
  corrections: z.number().int().min(0),
});

export type RenameVendor = z.input<typeof RenameVendorSchema>;
export type MoveInvoiceToVendor = z.input<typeof MoveInvoiceToVendorSchema>;
export type MergeVendors = z.input<typeof MergeVendorsSchema>;
export type ReadingRuleKind = z.infer<typeof ReadingRuleKindSchema>;
export type ReadingRule = z.infer<typeof ReadingRuleSchema>;
export type VendorReadingRules = z.infer<typeof VendorReadingRulesSchema>;
