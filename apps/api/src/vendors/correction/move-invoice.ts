import type { Invoice } from '@ap/domain/contract';
import { and, eq } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/database';
import { vendors } from '../../db/schema';
import { conflict, notFound } from '../../http/api-error';
import { getInvoice, getInvoiceRow } from '../../invoices/invoice-queries';
import { saveInvoice } from '../../invoices/save-invoice';
import { learnFromVendorMove } from '../learning/learn-from-move';

export const PAID_INVOICE_MOVE_MESSAGE = 'A paid invoice stays with the vendor it was paid to.';

/**
 * PUT /api/invoices/{id}/vendor: the invoice belongs to another existing vendor. Saved like an
 * edit of its vendor (approvals bound to the old vendor are routed again), audited as a move,
 * and learned: the next invoice from the same sender goes to that vendor.
 */
export const moveInvoiceToVendor = async (
  db: Database,
  caller: Caller,
  id: string,
  vendorId: string,
): Promise<{ invoice: Invoice; reroute: boolean }> => {
  const row = await getInvoiceRow(db, caller.orgId, id);
  const [vendor] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.orgId, caller.orgId), eq(vendors.id, vendorId)));
  if (!vendor) throw notFound('Vendor');
  if (row.vendorId === vendorId)
    return { invoice: await getInvoice(db, caller.orgId, id), reroute: false };
  if (row.status === 'paid') throw conflict(PAID_INVOICE_MOVE_MESSAGE);
  const saved = await saveInvoice(
    db,
    caller,
    id,
    { invoice_id: id, vendor_id: vendorId },
    'invoice.vendor.move',
  );
  await learnFromVendorMove(db, caller, id, saved.before.vendorId, vendorId);
  return { invoice: saved.invoice, reroute: saved.reroute };
};
