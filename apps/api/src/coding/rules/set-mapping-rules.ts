import { codingDimensionKey, toCents } from '@ap/domain';
import type { AddCodingDimension, SetMappingRules } from '@ap/domain/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { type Executor, recordMutation } from '../../audit/record-mutation';
import type { Caller } from '../../auth/caller';
import { codingDimensions, codingRules, vendors } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/api-error';
import { newId } from '../../ids';
import { readDimensions, readMappingRules } from './rules-store';

const nullableCents = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? null : toCents(amount);

/** Replaces one dimension's rules with the sent list, in its order (audited). */
export const setMappingRules = async (
  tx: Executor,
  caller: Caller,
  { dimension, rules }: SetMappingRules,
) => {
  const dimensions = await readDimensions(tx, caller.orgId);
  if (!dimensions.some((d) => d.key === dimension)) throw notFound('Coding dimension');
  const vendorIds = [...new Set(rules.flatMap((r) => (r.vendor_id ? [r.vendor_id] : [])))];
  const known = vendorIds.length
    ? await tx
        .select({ id: vendors.id })
        .from(vendors)
        .where(and(eq(vendors.orgId, caller.orgId), inArray(vendors.id, vendorIds)))
    : [];
  const index = rules.findIndex(
    (r) => r.kind === 'vendor' && !known.some((v) => v.id === r.vendor_id),
  );
  if (index >= 0)
    throw badRequest('A rule names a vendor this organisation does not have', {
      issues: [{ path: `rules.${index}.vendor_id`, message: 'Choose one of your vendors.' }],
    });
  const before = (await readMappingRules(tx, caller.orgId)).rules.filter(
    (r) => r.dimension === dimension,
  );
  const scope = and(eq(codingRules.orgId, caller.orgId), eq(codingRules.dimension, dimension));
  await tx.delete(codingRules).where(scope);
  if (rules.length)
    await tx.insert(codingRules).values(
      rules.map((rule, position) => ({
        id: newId(),
        orgId: caller.orgId,
        dimension,
        position,
        kind: rule.kind,
        vendorId: rule.kind === 'vendor' ? (rule.vendor_id ?? null) : null,
        words:
          rule.kind === 'description'
            ? (rule.words ?? []).map((w) => w.trim()).filter(Boolean)
            : [],
        minCents: rule.kind === 'amount' ? nullableCents(rule.min_amount) : null,
        maxCents: rule.kind === 'amount' ? nullableCents(rule.max_amount) : null,
        value: rule.value.trim(),
        createdBy: caller.userId,
      })),
    );
  const after = await readMappingRules(tx, caller.orgId);
  await recordMutation(tx, caller, {
    action: 'settings.mapping_rules',
    entityType: 'coding_dimension',
    entityId: dimension,
    before,
    after: after.rules.filter((r) => r.dimension === dimension),
  });
  return after;
};

/** Adds a dimension for coding (audited); 409 when one of that name (or key) exists. */
export const addCodingDimension = async (
  tx: Executor,
  caller: Caller,
  { name, target }: AddCodingDimension,
) => {
  const key = codingDimensionKey(name);
  if (!key) throw badRequest('Name the dimension with letters or digits');
  const existing = await readDimensions(tx, caller.orgId);
  if (existing.some((d) => d.key === key || d.name.toLowerCase() === name.toLowerCase()))
    throw conflict(`A coding dimension named '${name}' exists already`);
  await tx.insert(codingDimensions).values({
    orgId: caller.orgId,
    key,
    name,
    target,
    createdBy: caller.userId,
  });
  await recordMutation(tx, caller, {
    action: 'settings.coding_dimension.add',
    entityType: 'coding_dimension',
    entityId: key,
    after: { key, name, target },
  });
  return readMappingRules(tx, caller.orgId);
};
