import type { AccountingChart, ChartEntry } from '@ap/domain/contract';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../audit/record-mutation';
import type { ApiConfig } from '../../config/env';
import { allQueries } from '../../db/all-queries';
import type { Database } from '../../db/database';
import { accountingChart, accountingChartRefreshes, type ChartKind } from '../../db/schema';
import { upstreamUnavailable } from '../../http/api-error';
import { findConnection } from '../../integrations/connections';
import { QuickbooksRefusal, quickbooksBooks } from '../../integrations/quickbooks/quickbooks-books';
import { type ChartRow, readQuickbooksChart } from '../../integrations/quickbooks/quickbooks-chart';

const LISTS = {
  accounts: 'account',
  classes: 'class',
  departments: 'department',
  customers: 'customer',
} as const satisfies Record<string, ChartKind>;

const entry = (row: typeof accountingChart.$inferSelect): ChartEntry => ({
  id: row.qboId,
  name: row.name,
  full_name: row.fullName,
  number: row.number,
  type: row.type,
});

/** The organisation's chart as last read (empty lists before the first read). */
export const readChart = async (db: Executor, orgId: string): Promise<AccountingChart> => {
  // Also read inside a transaction (a review's coding): allQueries keeps them in turn there.
  const [rows, [refresh], connection] = await allQueries(db, [
    () =>
      db
        .select()
        .from(accountingChart)
        .where(eq(accountingChart.orgId, orgId))
        .orderBy(asc(accountingChart.fullName)),
    () =>
      db.select().from(accountingChartRefreshes).where(eq(accountingChartRefreshes.orgId, orgId)),
    () => findConnection(db, orgId, 'quickbooks'),
  ]);
  const list = (kind: ChartKind) => rows.filter((row) => row.kind === kind).map(entry);
  return {
    connected: connection !== undefined,
    accounts: list('account'),
    classes: list('class'),
    departments: list('department'),
    customers: list('customer'),
    refreshed_at: refresh?.refreshedAt.toISOString() ?? null,
  };
};

/**
 * Reads the chart from the connected QuickBooks company and replaces the cached one (one
 * transaction: a reader sees the old chart or the new, never half). Undefined when not connected.
 */
export const refreshChart = async (
  config: ApiConfig['quickbooks'],
  db: Database,
  orgId: string,
): Promise<AccountingChart | undefined> => {
  const connection = await findConnection(db, orgId, 'quickbooks');
  if (!connection) return undefined;
  const chart = await readQuickbooksChart(quickbooksBooks(config, db, connection)).catch(
    (err: unknown) => {
      // QuickBooks refused a read (a list the company does not have): say so as a 502.
      if (err instanceof QuickbooksRefusal) throw upstreamUnavailable('QuickBooks', err.message);
      throw err;
    },
  );
  await db.transaction(async (tx) => {
    await tx.delete(accountingChart).where(eq(accountingChart.orgId, orgId));
    const rows = Object.entries(LISTS).flatMap(([list, kind]) =>
      chart[list as keyof typeof LISTS].map((row: ChartRow) => ({ orgId, kind, ...row })),
    );
    for (let i = 0; i < rows.length; i += 500)
      await tx.insert(accountingChart).values(rows.slice(i, i + 500));
    const refreshedAt = new Date();
    await tx
      .insert(accountingChartRefreshes)
      .values({ orgId, refreshedAt })
      .onConflictDoUpdate({ target: accountingChartRefreshes.orgId, set: { refreshedAt } });
  });
  return readChart(db, orgId);
};

/** Names a coded value may use for a chart kind: name, full name, number, "number name". */
export const chartNames = (entries: readonly ChartEntry[]): Set<string> => {
  const names = new Set<string>();
  for (const e of entries) {
    names.add(e.name.toLowerCase());
    names.add(e.full_name.toLowerCase());
    if (e.number) {
      names.add(e.number.toLowerCase());
      names.add(`${e.number} ${e.name}`.toLowerCase());
    }
  }
  return names;
};

/** Whether the organisation's chart has been read at least once. */
export const chartKnown = (chart: AccountingChart) => chart.refreshed_at !== null;
