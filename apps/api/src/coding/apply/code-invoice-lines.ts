import type { CodingDimensionDefinition } from '@ap/domain';
import type { AccountingChart, WorkflowEvent } from '@ap/domain/contract';
import { and, asc, eq } from 'drizzle-orm';
import { readProtections } from '../../assistant/drafting/protections';
import type { Executor } from '../../audit/record-mutation';
import { allQueries } from '../../db/all-queries';
import { invoices, lineItems, type StoredCodingSource } from '../../db/schema';
import { workflowEvent } from '../../workflow-runs/record-workflow-run';
import { chartKnown, chartNames, readChart } from '../chart/chart-store';
import { isConfident, predictDimension } from '../model/predict-coding';
import { readDimensions, readRulesByDimension } from '../rules/rules-store';
import { codedLinesOf, loadKnownLines } from './coding-knowledge';
import { lineValue, lineValuePatch } from './line-values';

/** The chart list a dimension's values must come from, when QuickBooks has one for it. */
const chartListOf = (dimension: CodingDimensionDefinition, chart: AccountingChart) =>
  ({
    account: chart.accounts,
    class: chart.classes,
    location: chart.departments,
    customer: chart.customers,
    memo: null,
    none: null,
  })[dimension.target];

/**
 * The coding stage of the review: every dimension of every line that has no value yet gets
 * the model's suggestion, applied when sure enough and "assigning accounting fields" is not
 * protected, else kept as a suggestion for a person. Never over a value (a person's or an
 * earlier run's), never again where a person cleared a value or a suggestion waits; so a
 * retried review changes nothing twice. Returns the run's events.
 */
export const codeInvoiceLines = async (
  tx: Executor,
  orgId: string,
  invoiceId: string,
): Promise<WorkflowEvent[]> => {
  const [invoice] = await tx
    .select({
      vendorId: invoices.vendorId,
      issueDate: invoices.issueDate,
      createdAt: invoices.createdAt,
    })
    .from(invoices)
    .where(and(eq(invoices.orgId, orgId), eq(invoices.id, invoiceId)));
  if (!invoice) return [];
  const items = await tx
    .select()
    .from(lineItems)
    .where(eq(lineItems.invoiceId, invoiceId))
    .orderBy(asc(lineItems.position));
  const dimensions = (await readDimensions(tx, orgId)).filter((d) => d.target !== 'customer');
  const open = items.filter((item) =>
    dimensions.some(
      (d) => !lineValue(item, d.key) && !item.codingSources[d.key] && item.description.trim(),
    ),
  );
  if (open.length === 0) return [];
  // In the review's transaction: one connection, so one query at a time (allQueries).
  const [rules, known, chart, protections] = await allQueries(tx, [
    () => readRulesByDimension(tx, orgId),
    () => loadKnownLines(tx, orgId, invoiceId, invoice.vendorId),
    () => readChart(tx, orgId),
    () => readProtections(tx, orgId),
  ]);
  const protection = protections.assignAccountingFields();
  const at = invoice.issueDate ? Date.parse(invoice.issueDate) : invoice.createdAt.getTime();
  let applied = 0;
  let waiting = 0;
  for (const item of open) {
    let patch: Partial<typeof item> = {};
    const sources: Record<string, StoredCodingSource> = { ...item.codingSources };
    for (const dimension of dimensions) {
      if (lineValue(item, dimension.key) || sources[dimension.key]) continue;
      // The account comes first (built-in order); the line's account, set or just applied,
      // guides the other dimensions.
      const account =
        dimension.key === 'account' ? null : lineValue({ ...item, ...patch }, 'account') || null;
      const suggestion = predictDimension(
        {
          vendorId: invoice.vendorId,
          description: item.description,
          amountCents: item.amountCents,
          at,
          account,
        },
        {
          rules: rules.get(dimension.key) ?? [],
          vendorLines: codedLinesOf(known.vendorLines, dimension.key),
          otherLines: codedLinesOf(known.otherLines, dimension.key),
          acrossVendors: dimension.key === 'account',
        },
      );
      if (!suggestion) continue;
      const list = chartListOf(dimension, chart);
      // A value QuickBooks does not have would be refused at booking: not suggested at all.
      if (list && chartKnown(chart) && !chartNames(list).has(suggestion.value.toLowerCase()))
        continue;
      const apply = isConfident(suggestion) && !protection.needsApproval;
      sources[dimension.key] = {
        origin: 'assistant',
        at: new Date().toISOString(),
        reason: suggestion.reason,
        confidence: Math.round(suggestion.confidence * 100) / 100,
        suggested: apply ? null : suggestion.value,
      };
      if (apply) {
        patch = {
          ...patch,
          ...lineValuePatch({ ...item, ...patch }, dimension.key, suggestion.value),
        };
        applied += 1;
      } else waiting += 1;
    }
    await tx
      .update(lineItems)
      .set({ ...patch, codingSources: sources })
      .where(eq(lineItems.id, item.id));
  }
  if (applied + waiting === 0) return [];
  const why = protection.needsApproval ? ` (${protection.why})` : '';
  return [
    workflowEvent(
      'code_lines',
      waiting ? 'warning' : 'completed',
      `Coded ${applied} line value(s); ${waiting} suggestion(s) wait for a person${why}`,
    ),
  ];
};
