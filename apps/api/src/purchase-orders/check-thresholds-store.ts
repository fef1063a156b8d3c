import { FRAUD_THRESHOLDS, type PurchaseOrderTolerance } from '@ap/domain';
import type { CheckThresholds } from '@ap/domain/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../audit/record-mutation';
import { checkThresholds } from '../db/schema';

/** Until an Admin sets them: an exact PO match and the fraud table's new-vendor amount. */
export const DEFAULT_CHECK_THRESHOLDS: CheckThresholds = {
  po_amount_tolerance_cents: 0,
  po_line_tolerance_cents: 0,
  new_vendor_review_cents: FRAUD_THRESHOLDS.defaultNewVendorReviewCents.value,
};

export const readCheckThresholds = async (
  db: Executor,
  orgId: string,
): Promise<CheckThresholds> => {
  const [row] = await db.select().from(checkThresholds).where(eq(checkThresholds.orgId, orgId));
  if (!row) return DEFAULT_CHECK_THRESHOLDS;
  return {
    po_amount_tolerance_cents: row.poAmountToleranceCents,
    po_line_tolerance_cents: row.poLineToleranceCents,
    new_vendor_review_cents: row.newVendorReviewCents,
  };
};

export const writeCheckThresholds = async (
  db: Executor,
  orgId: string,
  userId: string,
  value: CheckThresholds,
) => {
  const row = {
    poAmountToleranceCents: value.po_amount_tolerance_cents,
    poLineToleranceCents: value.po_line_tolerance_cents,
    newVendorReviewCents: value.new_vendor_review_cents,
    updatedBy: userId,
    updatedAt: new Date(),
  };
  await db
    .insert(checkThresholds)
    .values({ orgId, ...row })
    .onConflictDoUpdate({ target: checkThresholds.orgId, set: row });
};

export const toleranceOf = (thresholds: CheckThresholds): PurchaseOrderTolerance => ({
  amount_cents: thresholds.po_amount_tolerance_cents,
  line_cents: thresholds.po_line_tolerance_cents,
});
