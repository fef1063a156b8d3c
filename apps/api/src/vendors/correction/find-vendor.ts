import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../audit/record-mutation';
import { vendors } from '../../db/schema';
import { notFound } from '../../http/api-error';
import type { VendorRow } from '../vendor-view';

/** The organisation's vendor, locked for the transaction's change; 404 when it has none. */
export const lockVendor = async (tx: Executor, orgId: string, id: string): Promise<VendorRow> => {
  const [row] = await tx
    .select()
    .from(vendors)
    .where(and(eq(vendors.orgId, orgId), eq(vendors.id, id)))
    .for('update');
  if (!row) throw notFound('Vendor');
  return row;
};
