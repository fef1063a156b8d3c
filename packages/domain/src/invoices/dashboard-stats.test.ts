import { describe, expect, it } from 'vitest';
import { computeDashboardStats } from './dashboard-stats';

describe('computeDashboardStats', () => {
  it('is all zero for no invoices', () => {
    expect(computeDashboardStats([])).toEqual({
      totalInvoices: 0,
      pendingInvoices: 0,
      totalAmountDueCents: 0,
    });
  });

  it('counts draft, sent and overdue as pending and sums sent and overdue', () => {
    const stats = computeDashboardStats([
      { status: 'draft', amount: 100 },
      { status: 'sent', amount: 0.1 },
      { status: 'overdue', amount: '0.2' },
      { status: 'paid', amount: 1000 },
      { status: 'cancelled', amount: 5 },
    ]);
    expect(stats).toEqual({ totalInvoices: 5, pendingInvoices: 3, totalAmountDueCents: 30 });
  });

  it('compares statuses case-insensitively and tolerates missing values', () => {
    const stats = computeDashboardStats([
      { status: 'SENT', amount: 10 },
      { status: ' Overdue ', amount: null },
      { status: null, amount: 3 },
      { status: 'Draft', amount: 'abc' },
    ]);
    expect(stats).toEqual({ totalInvoices: 4, pendingInvoices: 3, totalAmountDueCents: 1000 });
  });

  it('has no float drift over many amounts', () => {
    const invoices = Array.from({ length: 10 }, () => ({ status: 'sent', amount: 0.1 }));
    expect(computeDashboardStats(invoices).totalAmountDueCents).toBe(100);
  });
});
