import { and, eq } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/database';
import { invoiceReadings, vendors } from '../../db/schema';
import { learnRule, recordCorrections, rememberAlias, rememberSender } from './reading-rules-store';

/**
 * An invoice a person moved to another vendor teaches who sent it: the sender's address and
 * domain, and the name the assistant read, now mean that vendor, whose name is the one the
 * next invoice of theirs is read with.
 */
export const learnFromVendorMove = async (
  db: Database,
  caller: Caller,
  invoiceId: string,
  fromVendorId: string | null,
  toVendorId: string,
): Promise<void> =>
  db.transaction(async (tx) => {
    const { orgId } = caller;
    const [reading] = await tx
      .select()
      .from(invoiceReadings)
      .where(and(eq(invoiceReadings.orgId, orgId), eq(invoiceReadings.invoiceId, invoiceId)));
    const names = await tx
      .select({ id: vendors.id, name: vendors.name })
      .from(vendors)
      .where(eq(vendors.orgId, orgId));
    const nameOf = (id: string | null) => names.find((row) => row.id === id)?.name ?? null;
    const read = reading?.fields.vendor_name;
    const who = { orgId, userId: caller.userId, email: caller.email };
    await recordCorrections(tx, who, toVendorId, invoiceId, [
      {
        field: 'vendor',
        oldValue: read?.value ?? nameOf(fromVendorId),
        newValue: nameOf(toVendorId),
        source: read?.source,
      },
    ]);
    if (!reading) return; // typed in by a person: nothing was read wrong
    await rememberSender(tx, orgId, toVendorId, reading.senderEmail);
    await rememberAlias(tx, orgId, toVendorId, 'name', read?.value);
    const name = nameOf(toVendorId);
    if (name && read?.value !== name) await learnRule(tx, who, toVendorId, 'vendor_name', name);
  });
