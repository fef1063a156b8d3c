import type { Executor } from '../../../audit/record-mutation';
import { findInvoiceVendor } from '../../../payments/payment-binding';
import type { VendorRow } from '../../../vendors/vendor-view';
import { type Context, nameOf } from '../context';

/** The invoice's vendor when it has an e-mail to write to, else why not. */
export const vendorToWrite = async (
  tx: Executor,
  ctx: Context,
): Promise<{ vendor: VendorRow & { contactEmail: string } } | { refuse: string }> => {
  const vendor = await findInvoiceVendor(tx, ctx.invoice);
  if (!vendor) return { refuse: `${nameOf(ctx.invoice)} has no vendor to write to.` };
  if (!vendor.contactEmail)
    return { refuse: `${vendor.name || 'The vendor'} has no contact e-mail on file to write to.` };
  return { vendor: { ...vendor, contactEmail: vendor.contactEmail } };
};
