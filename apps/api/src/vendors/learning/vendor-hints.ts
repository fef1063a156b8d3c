import type { ReadingRuleKind } from '@ap/domain/contract';
import { describePlace, type PrintedPlace, parsePlace, type ReadingHints } from '@ap/extraction';
import { and, count, eq } from 'drizzle-orm';
import type { Executor } from '../../audit/record-mutation';
import { vendorCorrections, vendorReadingRules } from '../../db/schema';
import type { Corrector } from './reading-rules-store';
import { learnRule } from './reading-rules-store';

/** A vendor's reading rules as the extraction's hints. */
export const hintsOfRules = (rules: { kind: ReadingRuleKind; value: string }[]): ReadingHints => {
  const hints: ReadingHints = {};
  const labels: NonNullable<ReadingHints['labels']> = {};
  const places: NonNullable<ReadingHints['places']> = {};
  for (const { kind, value } of rules) {
    if (kind === 'vendor_name') hints.vendorName = value;
    else if (kind === 'currency') hints.currency = value;
    else if (kind === 'date_order')
      hints.dateOrder = value === 'month_first' ? 'month_first' : 'day_first';
    else if (kind === 'invoice_number_label') labels.invoice_number = value;
    else if (kind === 'issue_date_label') labels.issue_date = value;
    else if (kind === 'total_label') labels.total = value;
    else if (kind === 'total_position' && value === 'largest_amount') hints.totalPosition = value;
    else if (kind.endsWith('_place')) {
      const place = parsePlace(value);
      if (place) places[kind.replace(/_place$/, '') as keyof typeof places] = place;
    }
  }
  if (Object.keys(labels).length) hints.labels = labels;
  if (Object.keys(places).length) hints.places = places;
  return hints;
};

const placeText = (place: PrintedPlace | undefined) => (place ? describePlace(place) : undefined);

/** The extraction's hints as reading rules (kind, value). */
export const rulesOfHints = (hints: ReadingHints): [ReadingRuleKind, string][] =>
  [
    ['vendor_name', hints.vendorName],
    ['currency', hints.currency],
    ['date_order', hints.dateOrder],
    ['invoice_number_label', hints.labels?.invoice_number],
    ['issue_date_label', hints.labels?.issue_date],
    ['total_label', hints.labels?.total],
    ['total_position', hints.totalPosition],
    ['invoice_number_place', placeText(hints.places?.invoice_number)],
    ['issue_date_place', placeText(hints.places?.issue_date)],
    ['total_place', placeText(hints.places?.total)],
  ].filter((rule): rule is [ReadingRuleKind, string] => Boolean(rule[1]));

export type VendorLearning = { vendorId: string; hints: ReadingHints; corrections: number };

/** What was learned about a vendor: its rules as hints and how many corrections taught them. */
export const loadVendorHints = async (
  tx: Executor,
  orgId: string,
  vendorId: string,
): Promise<VendorLearning> => {
  const rules = await tx
    .select({ kind: vendorReadingRules.kind, value: vendorReadingRules.value })
    .from(vendorReadingRules)
    .where(and(eq(vendorReadingRules.orgId, orgId), eq(vendorReadingRules.vendorId, vendorId)));
  const [corrections] = await tx
    .select({ n: count() })
    .from(vendorCorrections)
    .where(and(eq(vendorCorrections.orgId, orgId), eq(vendorCorrections.vendorId, vendorId)));
  return { vendorId, hints: hintsOfRules(rules), corrections: Number(corrections?.n ?? 0) };
};

/** Keeps what a correction taught: each rule that is new or changed. */
export const saveHints = async (
  tx: Executor,
  who: Corrector,
  vendorId: string,
  known: ReadingHints,
  learned: ReadingHints,
): Promise<void> => {
  const before = new Map(rulesOfHints(known));
  for (const [kind, value] of rulesOfHints(learned))
    if (before.get(kind) !== value) await learnRule(tx, who, vendorId, kind, value);
};
