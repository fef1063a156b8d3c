import { type AmountInput, toCents } from '../money/to-cents';

export interface DashboardInvoiceInput {
  status: string | null | undefined;
  amount: AmountInput;
}

export interface DashboardStats {
  totalInvoices: number;
  /** Invoices whose status is draft, sent or overdue. */
  pendingInvoices: number;
  /** Sum of sent and overdue amounts, in integer cents (format with `formatCents`). */
  totalAmountDueCents: number;
}

/** Statuses counted as pending (SPEC §4), as `normalizeDashboardStatus` gives them. */
export const DASHBOARD_PENDING_STATUSES = ['draft', 'sent', 'overdue'] as const;
/** Statuses whose amounts make the amount due (SPEC §4). */
export const DASHBOARD_DUE_STATUSES = ['sent', 'overdue'] as const;

/** A status as the dashboard compares it: trimmed, lower case. */
export const normalizeDashboardStatus = (status: string | null | undefined): string =>
  (status ?? '').trim().toLowerCase();

const PENDING = new Set<string>(DASHBOARD_PENDING_STATUSES);
const DUE = new Set<string>(DASHBOARD_DUE_STATUSES);

/** Invoices of one stored status: how many, and their amounts added up in cents. */
export interface DashboardStatusGroup {
  status: string | null | undefined;
  count: number;
  amountCents: number;
}

/**
 * The three dashboard stat cards (SPEC §4) from invoices grouped by status: the rule itself.
 * Statuses compare trimmed and case-insensitively; amounts add up whatever their currency, as
 * the spec's single 'Total Amount Due' figure does. The server's GET /api/dashboard/summary
 * groups in SQL and applies this (a test holds it equal to the rule over the whole list).
 */
export function dashboardStatsOfGroups(groups: readonly DashboardStatusGroup[]): DashboardStats {
  const stats: DashboardStats = { totalInvoices: 0, pendingInvoices: 0, totalAmountDueCents: 0 };
  for (const group of groups) {
    const status = normalizeDashboardStatus(group.status);
    stats.totalInvoices += group.count;
    if (PENDING.has(status)) stats.pendingInvoices += group.count;
    if (DUE.has(status)) stats.totalAmountDueCents += group.amountCents;
  }
  return stats;
}

/** The stat cards from a list of invoices (each its own group). */
export function computeDashboardStats(invoices: readonly DashboardInvoiceInput[]): DashboardStats {
  return dashboardStatsOfGroups(
    invoices.map((invoice) => ({
      status: invoice.status,
      count: 1,
      amountCents: toCents(invoice.amount),
    })),
  );
}
