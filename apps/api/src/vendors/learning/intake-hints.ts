import { type SenderIdentity, senderMayDecide } from '@ap/domain/sender';
import type { AppliedHint, ExtractOptions } from '@ap/extraction';
import { hasHints } from '@ap/extraction';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { vendorReadingRules, vendors } from '../../db/schema';
import { vendorByAliases } from './reading-rules-store';
import { loadVendorHints, type VendorLearning } from './vendor-hints';

/** What an invoice was read with: the vendor's learned rules and how many corrections taught them. */
export type LearnedReading = VendorLearning & { applied: AppliedHint[] };

/**
 * The vendor a proven sender stands for (a learned alias of its address or domain, else the
 * vendor whose contact it is), looked up while the e-mail is read: it needs no reading.
 */
const vendorOfSender = async (
  db: Database,
  orgId: string,
  sender: SenderIdentity,
): Promise<string | undefined> => {
  const [byAlias, [own]] = await Promise.all([
    vendorByAliases(db, orgId, [
      ['email', sender.address],
      ['domain', sender.domain],
    ]),
    db
      .select({ id: vendors.id })
      .from(vendors)
      .where(
        sql`${vendors.orgId} = ${orgId} and lower(${vendors.contactEmail}) = ${sender.address}`,
      )
      .limit(1),
  ]);
  return byAlias ?? own?.id;
};

/**
 * The extraction options that read each invoice of a message with what was learned about its
 * vendor, and the record of what each invoice (by its document's sha256) was read with. The
 * vendor is found as far as intake can tell before matching: by the sender (only when its
 * address is proven; a forged one gets no vendor's rules, whatever it prints), else by what the
 * first reading printed (tax id, IBAN, a learned name). The sender's part is asked at once.
 */
export const intakeReadingHints = (
  db: Database,
  orgId: string,
  sender: SenderIdentity | undefined,
): {
  options: Pick<ExtractOptions, 'readingHints' | 'onHintsApplied'>;
  learned: Map<string, LearnedReading>;
} => {
  const found = new Map<string, VendorLearning>();
  const learned = new Map<string, LearnedReading>();
  const mayDecide = !sender || senderMayDecide(sender);
  const bySender = sender && mayDecide ? vendorOfSender(db, orgId, sender) : undefined;
  // Awaited by the first invoice read; a failure then is that reading's, not an unhandled one.
  bySender?.catch(() => undefined);
  return {
    learned,
    options: {
      readingHints: async (firstPass) => {
        if (!mayDecide) return undefined;
        const vendorId =
          (await bySender) ??
          (await vendorByAliases(db, orgId, [
            ['tax_id', firstPass.vendor.tax_id?.value],
            ['iban', firstPass.vendor.iban?.value],
            ['name', firstPass.vendor.name?.value],
          ]));
        if (!vendorId) return undefined;
        const vendor = await loadVendorHints(db, orgId, vendorId);
        if (!hasHints(vendor.hints)) return undefined;
        found.set(firstPass.document.sha256, vendor);
        return vendor.hints;
      },
      onHintsApplied: (invoice, applied) => {
        const vendor = found.get(invoice.document.sha256);
        if (vendor) learned.set(invoice.document.sha256, { ...vendor, applied });
      },
    },
  };
};

/** Whether the organisation has learned anything yet (most have not: their mail skips the lookups). */
export const orgHasReadingRules = async (db: Database, orgId: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: vendorReadingRules.id })
    .from(vendorReadingRules)
    .where(sql`${vendorReadingRules.orgId} = ${orgId}`)
    .limit(1);
  return row !== undefined;
};
