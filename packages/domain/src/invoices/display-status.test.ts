import { describe, expect, it } from 'vitest';
import {
  canPay,
  getInvoiceDisplayStatus,
  getInvoiceDisplayStatusColor,
  INVOICE_DISPLAY_STATUS_COLORS,
} from './display-status';

const ok = { name: 'a', status: 'success' } as const;
const bad = { name: 'b', status: 'failed' } as const;

describe('getInvoiceDisplayStatus', () => {
  it.each(['paid', 'PAID', 'Paid', ' paid '])('%j is Paid whatever the checks', (status) => {
    expect(getInvoiceDisplayStatus({ status, checks: [bad] })).toBe('Paid');
    expect(getInvoiceDisplayStatus({ status, checks: [] })).toBe('Paid');
    expect(getInvoiceDisplayStatus({ status })).toBe('Paid');
  });

  it.each([undefined, null, []] as const)('no checks (%j) is Processing', (checks) => {
    expect(getInvoiceDisplayStatus({ status: 'sent', checks })).toBe('Processing');
  });

  it('any failed check is Not Ready', () => {
    expect(getInvoiceDisplayStatus({ status: 'sent', checks: [ok, bad, ok] })).toBe('Not Ready');
    expect(getInvoiceDisplayStatus({ status: 'draft', checks: [bad] })).toBe('Not Ready');
  });

  it('a failed check saved as overridden does not block payment', () => {
    const overridden = { name: 'b', status: 'failed', overridden: true } as const;
    expect(getInvoiceDisplayStatus({ status: 'sent', checks: [ok, overridden] })).toBe(
      'Ready to Pay',
    );
    const notOverridden = { name: 'b', status: 'failed', overridden: false } as const;
    expect(getInvoiceDisplayStatus({ status: 'sent', checks: [notOverridden] })).toBe('Not Ready');
  });

  it('all checks passing is Ready to Pay', () => {
    expect(getInvoiceDisplayStatus({ status: 'sent', checks: [ok] })).toBe('Ready to Pay');
    expect(getInvoiceDisplayStatus({ status: 'overdue', checks: [ok, ok] })).toBe('Ready to Pay');
  });

  it.each([null, undefined, '', 'unpaid', 'paid-ish'])('status %j is not Paid', (status) => {
    expect(getInvoiceDisplayStatus({ status, checks: [ok] })).toBe('Ready to Pay');
  });
});

describe('display status colours', () => {
  it('maps each status to its colour', () => {
    expect(INVOICE_DISPLAY_STATUS_COLORS).toEqual({
      Paid: 'green',
      'Ready to Pay': 'blue',
      'Not Ready': 'red',
      Processing: 'yellow',
    });
    expect(getInvoiceDisplayStatusColor({ status: 'paid' })).toBe('green');
    expect(getInvoiceDisplayStatusColor({ status: 'sent', checks: [ok] })).toBe('blue');
    expect(getInvoiceDisplayStatusColor({ status: 'sent', checks: [bad] })).toBe('red');
    expect(getInvoiceDisplayStatusColor({ status: 'sent' })).toBe('yellow');
  });
});

describe('canPay', () => {
  it('is true only in Ready to Pay', () => {
    expect(canPay({ status: 'sent', checks: [ok] })).toBe(true);
    expect(canPay({ status: 'paid', checks: [ok] })).toBe(false);
    expect(canPay({ status: 'sent', checks: [ok, bad] })).toBe(false);
    expect(canPay({ status: 'sent', checks: [] })).toBe(false);
  });
});
