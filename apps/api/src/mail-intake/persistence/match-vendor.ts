import type { ExtractedVendor } from '@ap/domain/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../audit/record-mutation';
import { vendors } from '../../db/schema';
import { newId } from '../../ids';

export type VendorMatch = {
  vendorId: string;
  name: string;
  /** How it was found, or null when a draft vendor was created. */
  matchedBy: 'e-mail' | 'tax id' | 'domain' | 'name' | null;
};

/** Mail providers whose domain says nothing about the company. */
const SHARED_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'yahoo.com',
  'icloud.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
]);

const COMPANY_SUFFIXES =
  /\b(inc|incorporated|llc|ltd|limited|corp|corporation|co|company|gmbh|sarl|sas|bv|plc|ag|sa)\b/g;

/** `Northwind Traders, Inc.` and `northwind traders` are the same vendor. */
export const normaliseVendorName = (name: string): string =>
  name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(COMPANY_SUFFIXES, ' ')
    .replace(/\s+/g, '')
    .trim();

const normaliseTaxId = (taxId: string) => taxId.replace(/[^0-9a-z]/gi, '').toUpperCase();

/**
 * Finds the vendor an invoice names: by e-mail address, tax id, e-mail domain, then
 * normalised name. Otherwise creates a draft vendor from what was read.
 */
export const matchOrCreateVendor = async (
  tx: Executor,
  orgId: string,
  read: ExtractedVendor,
  externalSender: string | undefined,
): Promise<VendorMatch> => {
  const email = (read.email?.value ?? externalSender)?.toLowerCase();
  const name = read.name?.value ?? '';
  const taxId = read.tax_id?.value ? normaliseTaxId(read.tax_id.value) : undefined;
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

  const byEmail = email && (await first(sql`lower(${vendors.contactEmail}) = ${email}`));
  if (byEmail) return found(byEmail, 'e-mail');
  const byTaxId =
    taxId &&
    (await first(sql`upper(regexp_replace(${vendors.taxId}, '[^0-9A-Za-z]', '', 'g')) = ${taxId}`));
  if (byTaxId) return found(byTaxId, 'tax id');
  const domain = email?.split('@')[1];
  const byDomain =
    domain &&
    !SHARED_DOMAINS.has(domain) &&
    (await first(sql`split_part(lower(${vendors.contactEmail}), '@', 2) = ${domain}`));
  if (byDomain) return found(byDomain, 'domain');
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

  const id = newId();
  await tx.insert(vendors).values({
    id,
    orgId,
    name,
    contactEmail: email ?? null,
    phone: read.phone?.value ?? null,
    address: read.address?.value ?? null,
    taxId: read.tax_id?.value ?? null,
    bankName: read.bank_name?.value ?? null,
    accountNumber: read.account_number?.value ?? read.iban?.value ?? null,
    routingNumber: read.routing_number?.value ?? read.bic?.value ?? null,
  });
  return { vendorId: id, name, matchedBy: null };
};
