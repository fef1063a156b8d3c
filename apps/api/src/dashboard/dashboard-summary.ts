import { centsToAmount, dashboardStatsOfGroups } from '@ap/domain';
import type { DashboardSummary } from '@ap/domain/contract';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../audit/record-mutation';
import { invoices } from '../db/schema';

/**
 * The dashboard's figures without reading the list: the database counts and sums the org's
 * invoices per stored status (one pass over invoices_org_status_idx, a few groups), and the
 * domain's rule (dashboardStatsOfGroups: trim and case, pending, due) decides what each group
 * counts for, so there is one definition. test/dashboard-summary.test.ts holds the answer
 * equal to the rule applied to the whole list.
 */
export const readDashboardSummary = async (
  db: Executor,
  orgId: string,
): Promise<DashboardSummary> => {
  const groups = await db
    .select({
      status: invoices.status,
      count: sql<number>`count(*)::int`,
      amountCents: sql<string>`sum(${invoices.amountCents})::text`,
    })
    .from(invoices)
    .where(eq(invoices.orgId, orgId))
    .groupBy(invoices.status);
  const stats = dashboardStatsOfGroups(
    groups.map((group) => ({ ...group, amountCents: Number(group.amountCents) })),
  );
  if (!Number.isSafeInteger(stats.totalAmountDueCents))
    throw new Error('amount due beyond safe integer cents');
  return {
    total_invoices: stats.totalInvoices,
    pending_invoices: stats.pendingInvoices,
    total_amount_due: centsToAmount(stats.totalAmountDueCents),
  };
};
