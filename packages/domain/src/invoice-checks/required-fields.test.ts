import { describe, expect, it } from 'vitest';
import { DEFAULT_MANDATORY_CHECKS_CONFIG } from '../settings/mandatory-checks';
import { completeVendor, invoiceOf } from './check-fixtures';
import { type EnforcedTest, enforcedIn } from './check-gates';
import { invoiceRequiredFields, VENDOR_FIELD_RULES, vendorRequiredFields } from './required-fields';

const defaults = enforcedIn(DEFAULT_MANDATORY_CHECKS_CONFIG);
const everything: EnforcedTest = () => true;
const reasons = (outcome: { problems: readonly { reason: string }[] }) =>
  outcome.problems.map((problem) => problem.reason);

describe('invoiceRequiredFields', () => {
  it('passes with a number, a total and a requisitioner', () => {
    const outcome = invoiceRequiredFields(invoiceOf(), defaults);
    expect(outcome.problems).toEqual([]);
    expect(outcome.passReason).toBe('Invoice number, total amount and requisitioner are present');
  });

  it('names each missing field with the configuration item behind it', () => {
    const outcome = invoiceRequiredFields(
      invoiceOf({
        invoice_number: '  ',
        amount: 0,
        requisitioner_contact_name: null,
        requisitioner_contact_email: '',
      }),
      defaults,
    );
    expect(outcome.problems).toEqual([
      { reason: 'Invoice number missing', gates: ['valid_invoice_format'] },
      { reason: 'Total amount missing', gates: ['total_amount'] },
      { reason: 'Internal requisitioner missing', gates: ['requisitioner_known'] },
    ]);
  });

  it('accepts a requisitioner known by e-mail only', () => {
    const invoice = invoiceOf({ requisitioner_contact_name: null });
    expect(invoiceRequiredFields(invoice, defaults).problems).toEqual([]);
  });

  it('refuses a total that is not a number or below zero', () => {
    expect(reasons(invoiceRequiredFields(invoiceOf({ amount: 'abc' }), defaults))).toEqual([
      'Total amount missing',
    ]);
    expect(reasons(invoiceRequiredFields(invoiceOf({ amount: -12.5 }), defaults))).toEqual([
      'Total amount -$12.50 is below zero',
    ]);
  });

  it('asks for an issue date and a due date or terms only while those items are enforced', () => {
    const undated = invoiceOf({ issue_date: null, due_date: null, payment_terms: ' ' });
    expect(invoiceRequiredFields(undated, defaults).problems).toEqual([]);
    expect(invoiceRequiredFields(undated, everything).problems).toEqual([
      { reason: 'Issue date missing', gates: ['invoice_dated'] },
      { reason: 'Due date or payment terms missing', gates: ['due_date_or_terms'] },
    ]);
    const termsOnly = invoiceOf({ due_date: null, payment_terms: 'Net 30' });
    expect(invoiceRequiredFields(termsOnly, everything).problems).toEqual([]);
  });
});

describe('vendorRequiredFields', () => {
  it('passes a vendor with all twelve SPEC §5 fields', () => {
    expect(VENDOR_FIELD_RULES).toHaveLength(12);
    const outcome = vendorRequiredFields(completeVendor, defaults);
    expect(outcome.problems).toEqual([]);
    expect(outcome.passReason).toBe('Every required vendor detail is on file');
  });

  it('says which field is missing: Tax ID missing', () => {
    const outcome = vendorRequiredFields({ ...completeVendor, tax_id: null }, defaults);
    expect(outcome.problems).toEqual([{ reason: 'Tax ID missing', gates: ['tax_id_known'] }]);
  });

  it('lists every missing field in the SPEC order, blank text counting as missing', () => {
    const outcome = vendorRequiredFields(
      { ...completeVendor, name: ' ', routing_number: '', bank_name: null, tax_id_type: undefined },
      defaults,
    );
    expect(outcome.problems).toEqual([
      { reason: 'Vendor name missing', gates: ['vendor_name'] },
      { reason: 'Tax ID type missing', gates: ['tax_id_type_known'] },
      { reason: 'Bank name missing', gates: ['remittance_info'] },
      { reason: 'Routing number missing', gates: ['remittance_info'] },
    ]);
  });

  it('fails without a vendor', () => {
    expect(vendorRequiredFields(null, defaults).problems).toEqual([
      { reason: 'No vendor', gates: ['vendor_name'] },
    ]);
  });

  it('asks for e-mail, phone, a W-9 on file and procurement approval only while enforced', () => {
    const vendor = { ...completeVendor, contact_email: null, phone: '' };
    expect(vendorRequiredFields(vendor, defaults).problems).toEqual([]);
    expect(reasons(vendorRequiredFields(vendor, everything))).toEqual([
      'Contact e-mail missing',
      'Phone missing',
      'Current W-9 missing',
      'Procurement approval missing',
    ]);
    const withW9 = { ...vendor, w9_received_at: '2026-03-02T15:30:00.000Z' };
    expect(vendorRequiredFields(withW9, everything).problems).toHaveLength(3);
    const approved = { ...withW9, procurement_approved_at: '2026-03-03T09:00:00.000Z' };
    expect(vendorRequiredFields(approved, everything).problems).toHaveLength(2);
  });
});
