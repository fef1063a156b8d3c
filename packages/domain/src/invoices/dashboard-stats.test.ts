import { describe, expect, it } from 'vitest';
import {
  computeDashboardStats,
  dashboardStatsOfGroups,
  normalizeDashboardStatus,
} from './dashboard-stats';

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

describe('dashboardStatsOfGroups', () => {
  it('applies the same rule to groups as to single invoices', () => {
    const invoices = [
      { status: ' SENT', amount: 10.1 },
      { status: 'sent', amount: 0.2 },
      { status: 'Overdue\n', amount: 3 },
      { status: 'draft', amount: 99 },
      { status: 'paid', amount: 7 },
    ];
    const groups = [
      { status: ' SENT', count: 1, amountCents: 1010 },
      { status: 'sent', count: 1, amountCents: 20 },
      { status: 'Overdue\n', count: 1, amountCents: 300 },
      { status: 'draft', count: 1, amountCents: 9900 },
      { status: 'paid', count: 1, amountCents: 700 },
    ];
    expect(dashboardStatsOfGroups(groups)).toEqual(computeDashboardStats(invoices));
    expect(dashboardStatsOfGroups(groups)).toEqual({
      totalInvoices: 5,
      pendingInvoices: 4,
      totalAmountDueCents: 1330,
    });
  });

  it('trims and lower-cases a status before comparing', () => {
    expect(normalizeDashboardStatus('\u00a0Sent\n')).toBe('sent');
    expect(normalizeDashboardStatus(null)).toBe('');
  });
});
