import { describe, expect, it } from 'vitest';
import { CHECK_NAMES } from '../checks/check-names';
import { getInvoiceDisplayStatus } from '../invoices/display-status';
import {
  DEFAULT_MANDATORY_CHECKS_CONFIG,
  setMandatoryCheckRequired,
} from '../settings/mandatory-checks';
import { completeVendor, invoiceOf } from './check-fixtures';
import { computeInvoiceChecks, type InvoiceChecksInput } from './compute-invoice-checks';
import { NOT_ENFORCED_OVERRIDER } from './keep-override';

const inputOf = (overrides: Partial<InvoiceChecksInput> = {}): InvoiceChecksInput => ({
  invoice: invoiceOf(),
  vendor: completeVendor,
  organizationNames: ['Acme Corp'],
  otherInvoices: [],
  ...overrides,
});
const byName = (input: InvoiceChecksInput) =>
  Object.fromEntries(computeInvoiceChecks(input).map((check) => [check.name, check]));

describe('computeInvoiceChecks', () => {
  it('gives the eight checks in order, all passing for a complete invoice: Ready to Pay', () => {
    const checks = computeInvoiceChecks(inputOf());
    expect(checks.map((check) => check.name)).toEqual([...CHECK_NAMES]);
    expect(checks.every((check) => check.status === 'success' && !check.overridden)).toBe(true);
    expect(getInvoiceDisplayStatus({ status: 'sent', checks })).toBe('Ready to Pay');
    expect(checks.at(-1)).toEqual({
      name: 'payment_readiness',
      status: 'success',
      reason: 'No check blocks payment',
      blocking: false,
      overridden: false,
      overridden_by: null,
    });
  });

  it('fails the vendor check and payment readiness when the tax ID is missing: Not Ready', () => {
    const checks = byName(inputOf({ vendor: { ...completeVendor, tax_id: '' } }));
    expect(checks.vendor_required_fields).toMatchObject({
      status: 'failed',
      reason: 'Tax ID missing',
      blocking: true,
      overridden: false,
    });
    expect(checks.payment_readiness).toMatchObject({
      status: 'failed',
      reason: 'Blocked by: Vendor Required Fields Present',
      blocking: true,
    });
    expect(getInvoiceDisplayStatus({ status: 'sent', checks: Object.values(checks) })).toBe(
      'Not Ready',
    );
  });

  it('lets the configuration decide: an item switched off no longer blocks payment', () => {
    const config = setMandatoryCheckRequired(
      DEFAULT_MANDATORY_CHECKS_CONFIG,
      'tax_id_known',
      false,
    );
    const checks = byName(inputOf({ vendor: { ...completeVendor, tax_id: '' }, config }));
    expect(checks.vendor_required_fields).toMatchObject({
      status: 'failed',
      reason: 'Tax ID missing (not enforced)',
      blocking: false,
      overridden: true,
      overridden_by: NOT_ENFORCED_OVERRIDER,
    });
    expect(checks.payment_readiness?.status).toBe('success');
    expect(getInvoiceDisplayStatus({ status: 'sent', checks: Object.values(checks) })).toBe(
      'Ready to Pay',
    );
  });

  it('always blocks on always-required items whatever the configuration says', () => {
    const config = DEFAULT_MANDATORY_CHECKS_CONFIG.map((group) => ({
      ...group,
      items: group.items.map((item) => ({ ...item, required: false })),
    }));
    const checks = byName(
      inputOf({
        vendor: { ...completeVendor, routing_number: null, tax_id: null },
        invoice: invoiceOf({ amount: 1300 }),
        config,
      }),
    );
    expect(checks.line_items_total_matches).toMatchObject({ status: 'failed', blocking: true });
    expect(checks.vendor_required_fields).toMatchObject({
      reason: 'Tax ID missing (not enforced); Routing number missing',
      blocking: true,
    });
    expect(checks.payment_readiness?.reason).toBe(
      'Blocked by: Line Items Match Invoice Total, Vendor Required Fields Present',
    );
  });

  it('treats a same amount and date duplicate as not enforced by default', () => {
    const twin = {
      id: 'inv_2',
      invoice_number: 'Z-9',
      vendor_id: 'ven_1',
      amount: 1250.5,
      issue_date: '2026-11-01',
    };
    const checks = byName(inputOf({ otherInvoices: [twin] }));
    expect(checks.invoice_number_unique).toMatchObject({
      status: 'failed',
      blocking: false,
      overridden: true,
    });
    const config = setMandatoryCheckRequired(
      DEFAULT_MANDATORY_CHECKS_CONFIG,
      'duplicate_prevention',
      true,
    );
    const enforced = byName(inputOf({ otherInvoices: [twin], config }));
    expect(enforced.invoice_number_unique).toMatchObject({ blocking: true, overridden: false });
    expect(enforced.payment_readiness?.status).toBe('failed');
  });

  it('keeps a person’s override until the failure’s inputs change', () => {
    const mismatched = invoiceOf({ amount: 1300 });
    const first = computeInvoiceChecks(inputOf({ invoice: mismatched }));
    const overridden = first.map((check) =>
      check.name === 'line_items_total_matches'
        ? { ...check, overridden: true, overridden_by: 'Dana Lopez' }
        : check,
    );
    const again = byName(inputOf({ invoice: mismatched, previousChecks: overridden }));
    expect(again.line_items_total_matches).toMatchObject({
      status: 'failed',
      overridden: true,
      overridden_by: 'Dana Lopez',
    });
    // The payment readiness check counts the override as passing.
    expect(again.payment_readiness?.status).toBe('success');

    const changed = byName(
      inputOf({ invoice: invoiceOf({ amount: 1400 }), previousChecks: overridden }),
    );
    expect(changed.line_items_total_matches).toMatchObject({
      reason: 'Line items total $1,250.50 but invoice total is $1,400.00',
      overridden: false,
    });
    expect(changed.payment_readiness?.status).toBe('failed');
  });

  it('fails what needs a vendor when the invoice has none', () => {
    const checks = byName(inputOf({ vendor: null, invoice: invoiceOf({ vendor_id: null }) }));
    expect(checks.vendor_required_fields).toMatchObject({ reason: 'No vendor', blocking: true });
  });
});
