import type { Vendor } from '@ap/domain/contract';
import { and, eq, sql } from 'drizzle-orm';
import { recordMutation } from '../../audit/record-mutation';
import type { Caller } from '../../auth/caller';
import { recomputeInvoices } from '../../checks/recompute-checks';
import type { Database } from '../../db/database';
import {
  invoices,
  tasks,
  vendorAliases,
  vendorCorrections,
  vendorReadingRules,
  vendors,
} from '../../db/schema';
import { badRequest } from '../../http/api-error';
import { rememberAlias, rememberSender } from '../learning/reading-rules-store';
import { toVendorView } from '../vendor-view';
import { lockVendor } from './find-vendor';

/** Contact fields the kept vendor takes from the merged one when it has none. Never bank details. */
const FILLED = ['contactEmail', 'contactName', 'phone', 'address', 'taxId', 'taxIdType'] as const;

/**
 * POST /api/vendors/{id}/merge: `mergedId` was the same business. Its invoices, open tasks,
 * corrections, aliases and the reading rules the kept vendor lacks move to the kept vendor, its
 * name and address become aliases, and it is removed. Its bank details are not copied: who
 * gets paid changes only through an approved vendor update (the audit row keeps them, masked).
 */
export const mergeVendors = async (
  db: Database,
  caller: Caller,
  keptId: string,
  mergedId: string,
): Promise<Vendor> => {
  const { orgId } = caller;
  const kept = await db.transaction(async (tx) => {
    const keep = await lockVendor(tx, orgId, keptId);
    if (keptId === mergedId) throw badRequest('A vendor cannot be merged into itself.');
    const merged = await lockVendor(tx, orgId, mergedId);
    const movedInvoices = await tx
      .update(invoices)
      .set({
        vendorId: keptId,
        // Same business: an approval routed for the merged vendor still holds.
        approvalsBoundTo: sql`case when ${invoices.approvalsBoundTo}->>'vendor_id' = ${mergedId}
          then jsonb_set(${invoices.approvalsBoundTo}, '{vendor_id}', to_jsonb(${keptId}::text))
          else ${invoices.approvalsBoundTo} end`,
        updatedAt: new Date(),
      })
      .where(and(eq(invoices.orgId, orgId), eq(invoices.vendorId, mergedId)))
      .returning({ id: invoices.id });
    await tx
      .update(tasks)
      .set({
        parameters: sql`jsonb_set(${tasks.parameters}, '{vendor_id}', to_jsonb(${keptId}::text))`,
      })
      .where(
        and(
          eq(tasks.orgId, orgId),
          eq(tasks.status, 'pending'),
          sql`${tasks.parameters}->>'vendor_id' = ${mergedId}`,
        ),
      );
    await tx
      .update(vendorCorrections)
      .set({ vendorId: keptId })
      .where(and(eq(vendorCorrections.orgId, orgId), eq(vendorCorrections.vendorId, mergedId)));
    await tx
      .update(vendorAliases)
      .set({ vendorId: keptId })
      .where(and(eq(vendorAliases.orgId, orgId), eq(vendorAliases.vendorId, mergedId)));
    const keptKinds = (
      await tx
        .select({ kind: vendorReadingRules.kind })
        .from(vendorReadingRules)
        .where(and(eq(vendorReadingRules.orgId, orgId), eq(vendorReadingRules.vendorId, keptId)))
    ).map((rule) => rule.kind);
    await tx
      .update(vendorReadingRules)
      .set({ vendorId: keptId })
      .where(
        and(
          eq(vendorReadingRules.orgId, orgId),
          eq(vendorReadingRules.vendorId, mergedId),
          keptKinds.length
            ? sql`${vendorReadingRules.kind} not in (${sql.join(
                keptKinds.map((kind) => sql`${kind}`),
                sql`, `,
              )})`
            : undefined,
        ),
      );
    await rememberAlias(tx, orgId, keptId, 'name', merged.name);
    await rememberAlias(tx, orgId, keptId, 'tax_id', merged.taxId);
    await rememberSender(tx, orgId, keptId, merged.contactEmail);
    const fill = Object.fromEntries(
      FILLED.filter((field) => !keep[field] && merged[field]).map((field) => [
        field,
        merged[field],
      ]),
    );
    await tx.delete(vendors).where(and(eq(vendors.orgId, orgId), eq(vendors.id, mergedId)));
    const [after] = await tx
      .update(vendors)
      .set({ ...fill, updatedAt: new Date() })
      .where(and(eq(vendors.orgId, orgId), eq(vendors.id, keptId)))
      .returning();
    await recordMutation(tx, caller, {
      action: 'vendor.merge',
      entityType: 'vendor',
      entityId: keptId,
      before: { kept: keep, merged },
      after: { kept: after, invoices_moved: movedInvoices.map((row) => row.id) },
    });
    await recomputeInvoices(
      tx,
      orgId,
      movedInvoices.map((row) => row.id),
    ); // checks stage
    return after ?? keep;
  });
  return toVendorView(kept);
};
