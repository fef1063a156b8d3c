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

const PENDING = new Set(['draft', 'sent', 'overdue']);
const DUE = new Set(['sent', 'overdue']);

/** The three dashboard stat cards (SPEC §4). Statuses compare case-insensitively. */
export function computeDashboardStats(invoices: readonly DashboardInvoiceInput[]): DashboardStats {
  let pendingInvoices = 0;
  let totalAmountDueCents = 0;
  for (const invoice of invoices) {
    const status = (invoice.status ?? '').trim().toLowerCase();
    if (PENDING.has(status)) pendingInvoices += 1;
    if (DUE.has(status)) totalAmountDueCents += toCents(invoice.amount);
  }
  return { totalInvoices: invoices.length, pendingInvoices, totalAmountDueCents };
}
