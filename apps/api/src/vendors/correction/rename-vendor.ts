import type { Vendor } from '@ap/domain/contract';
import { and, eq } from 'drizzle-orm';
import { recordMutation } from '../../audit/record-mutation';
import type { Caller } from '../../auth/caller';
import { recomputeVendorInvoices } from '../../checks/recompute-checks';
import type { Database } from '../../db/database';
import { vendors } from '../../db/schema';
import { learnRule, recordCorrections, rememberAlias } from '../learning/reading-rules-store';
import { toVendorView } from '../vendor-view';
import { lockVendor } from './find-vendor';

/**
 * PUT /api/vendors/{id}/name: the name the organisation knows the vendor by. The name it had
 * (often as the assistant read it from an invoice) stays an alias, so the next invoice that
 * prints it finds this vendor; the new name is a reading rule the vendor's invoices are read with.
 */
export const renameVendor = async (
  db: Database,
  caller: Caller,
  id: string,
  name: string,
): Promise<Vendor> =>
  db.transaction(async (tx) => {
    const before = await lockVendor(tx, caller.orgId, id);
    if (before.name === name) return toVendorView(before);
    const [after] = await tx
      .update(vendors)
      .set({ name, updatedAt: new Date() })
      .where(and(eq(vendors.orgId, caller.orgId), eq(vendors.id, id)))
      .returning();
    await recordMutation(tx, caller, {
      action: 'vendor.rename',
      entityType: 'vendor',
      entityId: id,
      before: { name: before.name },
      after: { name },
    });
    const who = { orgId: caller.orgId, userId: caller.userId, email: caller.email };
    await recordCorrections(tx, who, id, null, [
      { field: 'vendor_name', oldValue: before.name || null, newValue: name },
    ]);
    await learnRule(tx, who, id, 'vendor_name', name);
    await rememberAlias(tx, caller.orgId, id, 'name', before.name);
    await rememberAlias(tx, caller.orgId, id, 'name', name);
    await recomputeVendorInvoices(tx, caller.orgId, id); // checks stage
    return toVendorView(after ?? before);
  });
