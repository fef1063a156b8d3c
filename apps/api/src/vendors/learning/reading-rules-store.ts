import type { ReadingRuleKind, VendorReadingRules } from '@ap/domain/contract';
import { isSharedMailDomain } from '@ap/domain/sender';
import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../audit/record-mutation';
import {
  type ReadField,
  type VendorAliasKind,
  vendorAliases,
  vendorCorrections,
  vendorReadingRules,
} from '../../db/schema';
import { newId } from '../../ids';
import { normaliseVendorName } from '../vendor-name';

/** Who made a correction. */
export type Corrector = { orgId: string; userId: string; email: string | null };

/** One field a person changed from what the assistant read. */
export type Correction = {
  field: string;
  oldValue: string | null;
  newValue: string | null;
  source?: ReadField['source'] | undefined;
};

/** Records corrections of one invoice (who, when, old → new, where the old value was read). */
export const recordCorrections = async (
  tx: Executor,
  who: Corrector,
  vendorId: string | null,
  invoiceId: string | null,
  corrections: Correction[],
): Promise<void> => {
  if (corrections.length === 0) return;
  await tx.insert(vendorCorrections).values(
    corrections.map((correction) => ({
      id: newId(),
      orgId: who.orgId,
      vendorId,
      invoiceId,
      field: correction.field,
      oldValue: correction.oldValue,
      newValue: correction.newValue,
      source: correction.source ?? null,
      actorUserId: who.userId,
      actorEmail: who.email,
    })),
  );
};

/** Learns (or confirms) one rule of a vendor: a rule of the same kind is replaced. */
export const learnRule = async (
  tx: Executor,
  who: Corrector,
  vendorId: string,
  kind: ReadingRuleKind,
  value: string,
): Promise<void> => {
  await tx
    .insert(vendorReadingRules)
    .values({ id: newId(), orgId: who.orgId, vendorId, kind, value, learnedFrom: who.email })
    .onConflictDoUpdate({
      target: [vendorReadingRules.orgId, vendorReadingRules.vendorId, vendorReadingRules.kind],
      set: {
        value,
        learnedFrom: who.email,
        updatedAt: new Date(),
        // The same lesson again counts; a new one starts over.
        corrections: sql`case when ${vendorReadingRules.value} = ${value} then ${vendorReadingRules.corrections} + 1 else 1 end`,
      },
    });
};

/** The normalised form an alias is stored and looked up in. */
export const aliasValue = (kind: VendorAliasKind, value: string): string => {
  if (kind === 'name') return normaliseVendorName(value);
  if (kind === 'tax_id' || kind === 'iban') return value.replace(/[^0-9a-z]/gi, '').toUpperCase();
  return value.trim().toLowerCase();
};

/**
 * Remembers another way to recognise a vendor. An alias names one vendor: a later correction
 * moves it. A shared mail domain (gmail.com) names nobody and is not kept.
 */
export const rememberAlias = async (
  tx: Executor,
  orgId: string,
  vendorId: string,
  kind: VendorAliasKind,
  raw: string | null | undefined,
): Promise<void> => {
  const value = raw ? aliasValue(kind, raw) : '';
  if (value.length < 2) return;
  if (kind === 'domain' && isSharedMailDomain(value)) return;
  await tx
    .insert(vendorAliases)
    .values({ id: newId(), orgId, vendorId, kind, value })
    .onConflictDoUpdate({
      target: [vendorAliases.orgId, vendorAliases.kind, vendorAliases.value],
      set: { vendorId },
    });
};

/** The sender's address and (unless shared, like gmail.com) its domain, as aliases. */
export const rememberSender = async (
  tx: Executor,
  orgId: string,
  vendorId: string,
  senderEmail: string | null,
): Promise<void> => {
  if (!senderEmail?.includes('@')) return;
  await rememberAlias(tx, orgId, vendorId, 'email', senderEmail);
  await rememberAlias(tx, orgId, vendorId, 'domain', senderEmail.split('@')[1]);
};

/**
 * The vendor the first of several aliases in order was taught to mean (sender address, then
 * domain, tax id, ...), in one statement: each lookup alone would wait its turn at the database.
 */
export const vendorByAliases = async (
  tx: Executor,
  orgId: string,
  wanted: readonly (readonly [VendorAliasKind, string | null | undefined])[],
): Promise<string | undefined> => {
  const lookups = wanted.flatMap(([kind, raw]) => {
    const value = raw ? aliasValue(kind, raw) : '';
    return value ? [{ kind, value }] : [];
  });
  if (lookups.length === 0) return undefined;
  const rows = await tx
    .select({
      kind: vendorAliases.kind,
      value: vendorAliases.value,
      vendorId: vendorAliases.vendorId,
    })
    .from(vendorAliases)
    .where(
      and(
        eq(vendorAliases.orgId, orgId),
        or(
          ...lookups.map(({ kind, value }) =>
            and(eq(vendorAliases.kind, kind), eq(vendorAliases.value, value)),
          ),
        ),
      ),
    );
  for (const { kind, value } of lookups) {
    const row = rows.find((each) => each.kind === kind && each.value === value);
    if (row) return row.vendorId;
  }
  return undefined;
};

/** A vendor's learned rules, aliases and how many corrections it has, as the API answers. */
export const readVendorLearning = async (
  tx: Executor,
  orgId: string,
  vendorId: string,
): Promise<VendorReadingRules> => {
  const rules = await tx
    .select()
    .from(vendorReadingRules)
    .where(and(eq(vendorReadingRules.orgId, orgId), eq(vendorReadingRules.vendorId, vendorId)))
    .orderBy(asc(vendorReadingRules.createdAt), asc(vendorReadingRules.kind));
  const aliases = await tx
    .select({ kind: vendorAliases.kind, value: vendorAliases.value })
    .from(vendorAliases)
    .where(and(eq(vendorAliases.orgId, orgId), eq(vendorAliases.vendorId, vendorId)))
    .orderBy(asc(vendorAliases.kind), asc(vendorAliases.value));
  const [corrections] = await tx
    .select({ n: count() })
    .from(vendorCorrections)
    .where(and(eq(vendorCorrections.orgId, orgId), eq(vendorCorrections.vendorId, vendorId)));
  return {
    vendor_id: vendorId,
    rules: rules.map((rule) => ({
      id: rule.id,
      vendor_id: rule.vendorId,
      kind: rule.kind,
      value: rule.value,
      corrections: rule.corrections,
      learned_at: rule.updatedAt.toISOString(),
      learned_from: rule.learnedFrom,
    })),
    aliases,
    corrections: Number(corrections?.n ?? 0),
  };
};
