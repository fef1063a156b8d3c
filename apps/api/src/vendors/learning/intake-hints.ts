import type { ExtractedInvoice } from '@ap/domain/contract';
import { type SenderIdentity, senderMayDecide } from '@ap/domain/sender';
import type { AppliedHint, ExtractOptions } from '@ap/extraction';
import { hasHints } from '@ap/extraction';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { vendorReadingRules, vendors } from '../../db/schema';
import { vendorByAlias } from './reading-rules-store';
import { loadVendorHints, type VendorLearning } from './vendor-hints';

/** What an invoice was read with: the vendor's learned rules and how many corrections taught them. */
export type LearnedReading = VendorLearning & { applied: AppliedHint[] };

/**
 * The vendor an invoice comes from, as far as intake can tell before matching: by the sender
 * (a learned alias or the vendor's own address, only when the sender's address is proven),
 * else by what the first reading printed (tax id, IBAN, a learned name).
 */
const findVendor = async (
  db: Database,
  orgId: string,
  sender: SenderIdentity | undefined,
  read: ExtractedInvoice,
): Promise<string | undefined> => {
  // A sender the receiving server found forged gets no vendor's rules, whatever it prints.
  if (sender && !senderMayDecide(sender)) return undefined;
  if (sender) {
    const byAlias =
      (await vendorByAlias(db, orgId, 'email', sender.address)) ??
      (await vendorByAlias(db, orgId, 'domain', sender.domain));
    if (byAlias) return byAlias;
    const [own] = await db
      .select({ id: vendors.id })
      .from(vendors)
      .where(
        sql`${vendors.orgId} = ${orgId} and lower(${vendors.contactEmail}) = ${sender.address}`,
      )
      .limit(1);
    if (own) return own.id;
  }
  return (
    (await vendorByAlias(db, orgId, 'tax_id', read.vendor.tax_id?.value)) ??
    (await vendorByAlias(db, orgId, 'iban', read.vendor.iban?.value)) ??
    (await vendorByAlias(db, orgId, 'name', read.vendor.name?.value))
  );
};

/**
 * The extraction options that read each invoice of a message with what was learned about its
 * vendor, and the record of what each invoice (by its document's sha256) was read with.
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
  return {
    learned,
    options: {
      readingHints: async (firstPass) => {
        const vendorId = await findVendor(db, orgId, sender, firstPass);
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
