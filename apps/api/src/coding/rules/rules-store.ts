import {
  BUILT_IN_CODING_DIMENSIONS,
  type CodingDimensionDefinition,
  centsToAmount,
} from '@ap/domain';
import type { MappingRules, CodingRule as WireRule } from '@ap/domain/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../audit/record-mutation';
import { allQueries } from '../../db/all-queries';
import { codingDimensions, codingRules, vendors } from '../../db/schema';
import { ruleReason } from '../model/mapping-rule-match';
import type { CodingRule } from '../model/model-types';

/** The built-in dimensions, then those the organisation added, in the order added. */
export const readDimensions = async (
  db: Executor,
  orgId: string,
): Promise<CodingDimensionDefinition[]> => {
  const added = await db
    .select()
    .from(codingDimensions)
    .where(eq(codingDimensions.orgId, orgId))
    .orderBy(asc(codingDimensions.createdAt), asc(codingDimensions.key));
  return [
    ...BUILT_IN_CODING_DIMENSIONS,
    ...added.map((d) => ({ key: d.key, name: d.name, target: d.target, builtIn: false })),
  ];
};

/** Every rule of the organisation as the model reads it, by dimension key, in set order. */
export const readRulesByDimension = async (
  db: Executor,
  orgId: string,
): Promise<Map<string, CodingRule[]>> => {
  const rows = await db
    .select({ rule: codingRules, vendorName: vendors.name })
    .from(codingRules)
    .leftJoin(
      vendors,
      and(eq(vendors.orgId, codingRules.orgId), eq(vendors.id, codingRules.vendorId)),
    )
    .where(eq(codingRules.orgId, orgId))
    .orderBy(asc(codingRules.dimension), asc(codingRules.position));
  const byDimension = new Map<string, CodingRule[]>();
  for (const { rule, vendorName } of rows) {
    const list = byDimension.get(rule.dimension) ?? [];
    list.push({
      id: rule.id,
      kind: rule.kind,
      vendorId: rule.vendorId,
      vendorName,
      words: rule.words,
      minCents: rule.minCents,
      maxCents: rule.maxCents,
      value: rule.value,
    });
    byDimension.set(rule.dimension, list);
  }
  return byDimension;
};

const toWire = (dimension: string, rule: CodingRule): WireRule => ({
  id: rule.id,
  dimension,
  kind: rule.kind,
  vendor_id: rule.vendorId,
  vendor_name: rule.vendorName,
  words: rule.words,
  min_amount: rule.minCents === null ? null : centsToAmount(rule.minCents),
  max_amount: rule.maxCents === null ? null : centsToAmount(rule.maxCents),
  value: rule.value,
  reason: ruleReason(rule),
});

/** GET /api/coding/mapping-rules. */
export const readMappingRules = async (db: Executor, orgId: string): Promise<MappingRules> => {
  // Also read inside a transaction (a rules change answers with them).
  const [dimensions, rules] = await allQueries(db, [
    () => readDimensions(db, orgId),
    () => readRulesByDimension(db, orgId),
  ]);
  return {
    dimensions: dimensions.map((d) => ({
      key: d.key,
      name: d.name,
      target: d.target,
      built_in: d.builtIn,
    })),
    rules: dimensions.flatMap((d) => (rules.get(d.key) ?? []).map((rule) => toWire(d.key, rule))),
  };
};
