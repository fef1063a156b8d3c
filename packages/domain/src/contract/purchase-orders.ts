import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common';
import { safeText } from './input-schemas';

/** A purchase order of the connected QuickBooks company, as last read. */
export const PurchaseOrderSchema = z.object({
  id: z.string(),
  doc_number: z.string().nullable(),
  vendor_name: z.string().nullable(),
  status: z.enum(['Open', 'Closed']),
  total_cents: z.number().int(),
  lines: z.array(z.object({ description: z.string().nullable(), amount_cents: z.number().int() })),
  synced_at: TimestampSchema,
});
export const PurchaseOrderListSchema = z.array(PurchaseOrderSchema);

const cents = z.number().int().min(0).max(100_000_000_00);

/**
 * GET/PUT /api/organization/settings/check-thresholds: how far an invoice may differ from its
 * purchase order (total and each line) and above what a new vendor's first invoice is a red
 * fraud signal, in integer cents.
 */
export const CheckThresholdsSchema = z.object({
  po_amount_tolerance_cents: cents,
  po_line_tolerance_cents: cents,
  new_vendor_review_cents: cents,
});

/** PUT /api/vendors/{id}/procurement-approval (Admin, audited). */
export const ProcurementApprovalUpdateSchema = z.object({ approved: z.boolean() });
export const ProcurementApprovalSchema = z.object({
  vendor_id: IdSchema,
  approved: z.boolean(),
  approved_by: z.string().nullable(),
  approved_at: TimestampSchema.nullable(),
});

/** POST /api/invoices/{id}/checks/override: an Admin's override of a check with its reason (audited). */
export const CheckOverrideWithReasonSchema = z.object({
  check: safeText(100).min(1),
  reason: safeText(500).refine(
    (text) => text.trim().length >= 3,
    'Give the reason for the override',
  ),
});

export type PurchaseOrder = z.infer<typeof PurchaseOrderSchema>;
export type CheckThresholds = z.infer<typeof CheckThresholdsSchema>;
export type ProcurementApproval = z.infer<typeof ProcurementApprovalSchema>;
