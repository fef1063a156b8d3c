import { and, desc, eq, isNull, ne, or } from 'drizzle-orm';
import type { Executor } from '../../audit/record-mutation';
import { invoices, lineItems } from '../../db/schema';
import type { CodedLine } from '../model/model-types';
import { lineValue } from './line-values';

/** How far back the model looks: a vendor's recent lines, and the organisation's. */
export const KNOWLEDGE_LIMITS = { vendorLines: 400, otherLines: 1500 } as const;

export type KnownLine = {
  vendorId: string | null;
  description: string;
  at: number;
  row: typeof lineItems.$inferSelect;
};

const known = (row: {
  item: typeof lineItems.$inferSelect;
  vendorId: string | null;
  issueDate: string | null;
  createdAt: Date;
}): KnownLine => ({
  vendorId: row.vendorId,
  description: row.item.description,
  at: row.issueDate ? Date.parse(row.issueDate) : row.createdAt.getTime(),
  row: row.item,
});

/** Earlier lines of the vendor's other invoices, and recent lines of other vendors. */
export const loadKnownLines = async (
  db: Executor,
  orgId: string,
  invoiceId: string,
  vendorId: string | null,
) => {
  const columns = {
    item: lineItems,
    vendorId: invoices.vendorId,
    issueDate: invoices.issueDate,
    createdAt: invoices.createdAt,
  };
  const base = () =>
    db.select(columns).from(lineItems).innerJoin(invoices, eq(invoices.id, lineItems.invoiceId));
  const vendorLines = vendorId
    ? await base()
        .where(
          and(
            eq(invoices.orgId, orgId),
            eq(invoices.vendorId, vendorId),
            ne(invoices.id, invoiceId),
          ),
        )
        .orderBy(desc(invoices.createdAt))
        .limit(KNOWLEDGE_LIMITS.vendorLines)
    : [];
  const otherLines = await base()
    .where(
      and(
        eq(invoices.orgId, orgId),
        ne(invoices.id, invoiceId),
        vendorId ? or(isNull(invoices.vendorId), ne(invoices.vendorId, vendorId)) : undefined,
      ),
    )
    .orderBy(desc(invoices.createdAt))
    .limit(KNOWLEDGE_LIMITS.otherLines);
  return { vendorLines: vendorLines.map(known), otherLines: otherLines.map(known) };
};

/** The lines that carry a value for the dimension, with who decided it. */
export const codedLinesOf = (lines: readonly KnownLine[], key: string): CodedLine[] =>
  lines.flatMap((line) => {
    const value = lineValue(line.row, key);
    if (!value) return [];
    const source = line.row.codingSources[key];
    // No source: coded before the assistant coded anything (typed, seeded or imported).
    const origin = source?.origin ?? 'history';
    return [
      {
        vendorId: line.vendorId,
        description: line.description,
        at: line.at,
        value,
        origin,
        account: lineValue(line.row, 'account') || null,
      },
    ];
  });
