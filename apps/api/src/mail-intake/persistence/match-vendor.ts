import type { ExtractedVendor } from '@ap/domain/contract';
import { isSharedMailDomain, type SenderIdentity, senderMayDecide } from '@ap/domain/sender';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../audit/record-mutation';
import { vendors } from '../../db/schema';
import { newId } from '../../ids';
import { vendorByAliases } from '../../vendors/learning/reading-rules-store';
import { normaliseVendorName } from '../../vendors/vendor-name';
import { lookalikeWarning, type SenderLookalike } from './sender-lookalike';

export type VendorMatch = {
  vendorId: string;
  name: string;
  /** How it was found, or null when a draft vendor was created. */
  matchedBy: 'e-mail' | 'tax id' | 'domain' | 'name' | 'learned alias' | null;
  /**
   * Why the sender was matched to no vendor at all (a look-alike domain, failed sender
   * checks). Its new draft vendor holds no bank details: they wait for a person's approval.
   */
  stranger?: string;
};

/** Who sent the invoice, as vendor matching reads it. */
export type InvoiceSender = {
  /** The sender identity (@ap/domain/sender); undefined when the e-mail named none. */
  identity: SenderIdentity | undefined;
  /** Not the organisation's own: a colleague forwards invoices, its address names no vendor. */
  external: boolean;
  /** The known domain the sender's domain imitates (sender-lookalike.ts). */
  lookalike: SenderLookalike | undefined;
};

/** A sender whose word names no vendor: a look-alike domain, or an address found forged. */
const strangerReason = (sender: InvoiceSender): string | undefined => {
  if (!sender.external) return undefined;
  const identity = sender.identity;
  if (identity && !senderMayDecide(identity))
    return `The sender ${identity.address} failed the receiving mail server's sender checks (${identity.authentication.detail}): it is treated as a stranger`;
  if (sender.lookalike) return lookalikeWarning(sender.lookalike);
  return undefined;
};

const normaliseTaxId = (taxId: string) => taxId.replace(/[^0-9a-z]/gi, '').toUpperCase();

/**
 * The one entry of vendor matching: finds the vendor an invoice names, by e-mail address,
 * tax id, e-mail domain, then normalised name; otherwise creates a draft vendor from what was
 * read. A stranger (a look-alike of a known domain, a sender found forged) is matched to no
 * vendor, however well it copies a vendor's name or tax id: it gets a new draft vendor whose
 * bank details are left off the record (the invoice's update_vendor asks a person).
 */
export const matchOrCreateVendor = async (
  tx: Executor,
  orgId: string,
  read: ExtractedVendor,
  sender: InvoiceSender,
): Promise<VendorMatch> => {
  const org = eq(vendors.orgId, orgId);
  const first = async (where: ReturnType<typeof sql>) => {
    const [row] = await tx
      .select({ id: vendors.id, name: vendors.name })
      .from(vendors)
      .where(and(org, where))
      .orderBy(vendors.createdAt)
      .limit(1);
    return row;
  };
  const found = (row: { id: string; name: string }, matchedBy: VendorMatch['matchedBy']) => ({
    vendorId: row.id,
    name: row.name,
    matchedBy,
  });
  const byEmail = (email: string) => first(sql`lower(${vendors.contactEmail}) = ${email}`);
  const byDomain = (domain: string) =>
    isSharedMailDomain(domain)
      ? undefined
      : first(sql`split_part(lower(${vendors.contactEmail}), '@', 2) = ${domain}`);

  const stranger = strangerReason(sender);
  if (stranger) {
    // A look-alike is matched by its own address or domain only: the draft vendor an earlier
    // invoice of it made, never the vendor it imitates. A forged From proves no address.
    const own = sender.lookalike && senderMayDecide(sender.identity) ? sender.identity : undefined;
    const ownEmail = own && (await byEmail(own.address));
    if (ownEmail) return { ...found(ownEmail, 'e-mail'), stranger };
    const ownDomain = own && (await byDomain(own.domain));
    if (ownDomain) return { ...found(ownDomain, 'domain'), stranger };
    return createDraftVendor(tx, orgId, read, { contactEmail: own?.address, stranger });
  }

  const externalSender = sender.external ? sender.identity?.address : undefined;
  const email = (read.email?.value ?? externalSender)?.toLowerCase();
  const name = read.name?.value ?? '';
  const taxId = read.tax_id?.value ? normaliseTaxId(read.tax_id.value) : undefined;
  // A person's correction (an invoice moved, vendors merged) outranks the records' own fields.
  const aliased = await learnedVendor(tx, orgId, {
    email: externalSender,
    taxId: read.tax_id?.value,
    iban: read.iban?.value,
    name,
  });
  if (aliased) return found(aliased, 'learned alias');
  const withEmail = email && (await byEmail(email));
  if (withEmail) return found(withEmail, 'e-mail');
  const byTaxId =
    taxId &&
    (await first(sql`upper(regexp_replace(${vendors.taxId}, '[^0-9A-Za-z]', '', 'g')) = ${taxId}`));
  if (byTaxId) return found(byTaxId, 'tax id');
  const domain = email?.split('@')[1];
  const withDomain = domain && (await byDomain(domain));
  if (withDomain) return found(withDomain, 'domain');
  const wanted = normaliseVendorName(name);
  if (wanted) {
    const named = await tx
      .select({ id: vendors.id, name: vendors.name })
      .from(vendors)
      .where(and(org, sql`${vendors.name} <> ''`))
      .orderBy(vendors.createdAt);
    const byName = named.find((row) => normaliseVendorName(row.name) === wanted);
    if (byName) return found(byName, 'name');
  }

  return createDraftVendor(tx, orgId, read, { contactEmail: email });
};

/** The vendor a sender address or domain, tax id, IBAN or printed name was taught to mean. */
const learnedVendor = async (
  tx: Executor,
  orgId: string,
  printed: {
    email?: string | undefined;
    taxId?: string | undefined;
    iban?: string | undefined;
    name: string;
  },
): Promise<{ id: string; name: string } | undefined> => {
  const vendorId = await vendorByAliases(tx, orgId, [
    ['email', printed.email],
    ['domain', printed.email?.split('@')[1]],
    ['tax_id', printed.taxId],
    ['iban', printed.iban],
    ['name', printed.name],
  ]);
  if (!vendorId) return undefined;
  const [row] = await tx
    .select({ id: vendors.id, name: vendors.name })
    .from(vendors)
    .where(and(eq(vendors.orgId, orgId), eq(vendors.id, vendorId)));
  return row;
};

/**
 * A draft vendor from what an invoice says. A stranger's (`stranger` says why) gets no bank
 * details: from such a sender they wait in an update_vendor task for a person.
 */
const createDraftVendor = async (
  tx: Executor,
  orgId: string,
  read: ExtractedVendor,
  draft: { contactEmail: string | undefined; stranger?: string },
): Promise<VendorMatch> => {
  const id = newId();
  const name = read.name?.value ?? '';
  await tx.insert(vendors).values({
    id,
    orgId,
    name,
    contactEmail: draft.contactEmail ?? null,
    phone: read.phone?.value ?? null,
    address: read.address?.value ?? null,
    taxId: read.tax_id?.value ?? null,
    legalEntityName: read.legal_name?.value ?? null,
    ...(draft.stranger
      ? {}
      : {
          bankName: read.bank_name?.value ?? null,
          accountNumber: read.account_number?.value ?? read.iban?.value ?? null,
          routingNumber: read.routing_number?.value ?? read.bic?.value ?? null,
        }),
  });
  return {
    vendorId: id,
    name,
    matchedBy: null,
    ...(draft.stranger ? { stranger: draft.stranger } : {}),
  };
};
