import { describe, expect, it } from 'vitest';
import type { FraudSubject } from '../checks/fraud/fraud-subject';
import {
  DEFAULT_MANDATORY_CHECKS_CONFIG,
  type MandatoryChecksConfig,
  setMandatoryCheckRequired,
} from '../settings/mandatory-checks';
import { completeVendor, invoiceOf } from './check-fixtures';
import { computeInvoiceChecks, type InvoiceChecksInput } from './compute-invoice-checks';

const coded = {
  quickbooks_account: '6000',
  quickbooks_class: 'Ops',
  quickbooks_department: 'Finance',
  coding_dimensions: { cost_center: 'CC-1', budget_code: 'B-26' },
};
const fraudOf = (input: InvoiceChecksInput, changes: Partial<FraudSubject> = {}): FraudSubject => ({
  invoice: {
    id: input.invoice.id,
    invoice_number: input.invoice.invoice_number,
    vendor_id: input.invoice.vendor_id,
    amount_cents: 125050,
    issue_date: input.invoice.issue_date,
  },
  payment_date: '2026-12-01',
  vendor: { contact_email: 'billing@office.test', bank_changed_at: [] },
  vendor_history: [
    {
      id: 'old',
      invoice_number: 'INV-900',
      vendor_id: 'ven_1',
      amount_cents: 100000,
      issue_date: '2026-10-01',
    },
  ],
  other_vendor_invoices: [],
  new_vendor_review_cents: 500000,
  ...changes,
});

/** An invoice that passes every drawer item while all are enforced. */
const passingInput = (): InvoiceChecksInput => {
  const invoice = invoiceOf({
    po_number: 'PO-77',
    items: invoiceOf().items.map((item) => ({ ...item, ...coded })),
  });
  const input: InvoiceChecksInput = {
    invoice,
    vendor: {
      ...completeVendor,
      w9_received_at: '2026-01-02T00:00:00Z',
      procurement_approved_at: '2026-01-03T00:00:00Z',
    },
    organizationNames: ['Acme Corp'],
    otherInvoices: [],
    purchaseOrders: {
      openOrders: [
        {
          id: '501',
          doc_number: 'PO-77',
          status: 'Open',
          total_cents: 125050,
          lines: [
            { description: 'Paper', amount_cents: 105000 },
            { description: 'Toner', amount_cents: 20050 },
          ],
        },
      ],
      tolerance: { amount_cents: 0, line_cents: 0 },
    },
  };
  return { ...input, fraud: fraudOf(input) };
};

type Breaker = (input: InvoiceChecksInput) => InvoiceChecksInput;
const invoiceWith =
  (changes: Partial<InvoiceChecksInput['invoice']>): Breaker =>
  (input) => ({ ...input, invoice: { ...input.invoice, ...changes } });
const vendorWith =
  (changes: Record<string, string | null>): Breaker =>
  (input) => ({ ...input, vendor: { ...input.vendor, ...changes } });
const lineWith =
  (changes: Record<string, unknown>): Breaker =>
  (input) =>
    invoiceWith({
      items: input.invoice.items.map((item, index) =>
        index === 0 ? { ...item, ...changes } : item,
      ),
    })(input);
const twin =
  (changes: Record<string, unknown>): Breaker =>
  (input) => ({
    ...input,
    otherInvoices: [
      {
        id: 'inv_2',
        invoice_number: 'INV-1001',
        vendor_id: 'ven_1',
        amount: 1250.5,
        issue_date: '2026-11-01',
        ...changes,
      },
    ],
  });

/** For every item of the Mandatory Checks drawer: an invoice that fails it. */
const FAILING: Record<string, Breaker> = {
  unique_invoice_number: twin({ amount: 5, issue_date: '2026-01-01' }),
  invoice_dated: invoiceWith({ issue_date: null }),
  due_date_or_terms: invoiceWith({ due_date: null, payment_terms: null }),
  valid_po_number: invoiceWith({ amount: 1350.5, items: [] }),
  addressed_to_us: invoiceWith({ requisitioner_company_name: 'Someone Else Ltd' }),
  line_itemized: invoiceWith({ items: [] }),
  bill_to_contact: invoiceWith({
    requisitioner_contact_name: null,
    requisitioner_contact_email: null,
  }),
  vendor_name: (input) => ({ ...input, vendor: null }),
  total_amount: invoiceWith({ amount: 0, items: [] }),
  invoice_math_correct: invoiceWith({ amount: 999 }),
  valid_invoice_format: invoiceWith({ invoice_number: null }),
  legal_name_known: vendorWith({ legal_entity_name: null }),
  email_on_file: vendorWith({ contact_email: null }),
  phone_on_file: vendorWith({ phone: null }),
  legal_address_on_file: vendorWith({ legal_address: null }),
  entity_type_known: vendorWith({ legal_entity_type: null }),
  tax_id_known: vendorWith({ tax_id: null }),
  tax_id_type_known: vendorWith({ tax_id_type: null }),
  current_w9_on_file: vendorWith({ w9_received_at: null }),
  approved_by_procurement: vendorWith({ procurement_approved_at: null }),
  remittance_info: vendorWith({ routing_number: null }),
  requisitioner_known: invoiceWith({
    requisitioner_contact_name: null,
    requisitioner_contact_email: null,
  }),
  requisitioner_approval: invoiceWith({
    approvals: [{ role: 'Requisitioner', approver: 'Dana Lopez', approved: false }],
  }),
  duplicate_prevention: twin({ invoice_number: 'INV-2002' }),
  approval_chain_satisfied: invoiceWith({ approvals: [] }),
  fraud_detection: (input) => ({
    ...input,
    fraud: fraudOf(input, {
      vendor: { contact_email: null, bank_changed_at: ['2026-11-21T10:00:00Z'] },
    }),
  }),
  budget_code: lineWith({ coding_dimensions: { cost_center: 'CC-1' } }),
  department: lineWith({ quickbooks_department: null }),
  cost_center: lineWith({ coding_dimensions: { budget_code: 'B-26', cost_center: ' ' } }),
  gl_account_assigned: lineWith({ quickbooks_account: null }),
  gl_class_assigned: lineWith({ quickbooks_class: null }),
};

const items = DEFAULT_MANDATORY_CHECKS_CONFIG.flatMap((group) => group.items);
const onlyEnforcing = (id: string | null): MandatoryChecksConfig =>
  items.reduce(
    (config, item) => setMandatoryCheckRequired(config, item.id, item.id === id),
    DEFAULT_MANDATORY_CHECKS_CONFIG,
  );
const readiness = (input: InvoiceChecksInput, config: MandatoryChecksConfig) =>
  computeInvoiceChecks({ ...input, config }).find((check) => check.name === 'payment_readiness');

describe('every item of the Mandatory Checks drawer is evaluated', () => {
  it('an invoice passing every item is ready with all of them enforced', () => {
    const all = items.reduce(
      (config, item) => setMandatoryCheckRequired(config, item.id, true),
      DEFAULT_MANDATORY_CHECKS_CONFIG,
    );
    const checks = computeInvoiceChecks({ ...passingInput(), config: all });
    expect(checks.filter((check) => check.status === 'failed')).toEqual([]);
  });

  it.each(items.map((item) => [item.id, item.alwaysRequired] as const))(
    '%s: enforced, an invoice failing it cannot be paid; not enforced, it can',
    (id, alwaysRequired) => {
      const breaker = FAILING[id];
      expect(breaker, `the drawer's '${id}' has no evaluation`).toBeDefined();
      const failing = (breaker as Breaker)(passingInput());
      expect(readiness(failing, onlyEnforcing(id))).toMatchObject({
        status: 'failed',
        blocking: true,
      });
      if (!alwaysRequired) expect(readiness(failing, onlyEnforcing(null))?.status).toBe('success');
    },
  );
});
