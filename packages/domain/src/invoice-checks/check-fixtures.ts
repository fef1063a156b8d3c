import type { InvoiceSubject, VendorSubject } from './check-subject';

/** A complete invoice: every check passes against `completeVendor` and org 'Acme Corp'. */
export const invoiceOf = (overrides: Partial<InvoiceSubject> = {}): InvoiceSubject => ({
  id: 'inv_1',
  invoice_number: 'INV-1001',
  vendor_id: 'ven_1',
  amount: 1250.5,
  currency: 'USD',
  issue_date: '2026-11-01',
  due_date: '2026-12-01',
  payment_terms: 'Net 30',
  requisitioner_contact_name: 'Dana Lopez',
  requisitioner_contact_email: 'dana@acme.test',
  requisitioner_company_name: 'Acme Corp',
  approvals: [
    { role: 'Requisitioner', approver: 'Dana Lopez', approved: true },
    { role: 'Finance Manager', approver: 'Priya Shah', approved: true },
  ],
  items: [
    { description: 'Paper', quantity: 25, rate: 42, amount: 1050 },
    { description: 'Toner', quantity: 5, rate: 40.1, amount: 200.5 },
  ],
  ...overrides,
});

export const completeVendor: VendorSubject = {
  name: 'Office Supplies Co',
  contact_email: 'billing@office.test',
  phone: '+1 555 0100',
  address: '12 Market St',
  tax_id: '12-3456789',
  tax_id_type: 'EIN',
  legal_entity_name: 'Office Supplies Company LLC',
  legal_entity_type: 'business',
  legal_address: '12 Market St',
  bank_name: 'First National Bank',
  bank_address: '100 Bank Plaza',
  bank_account_beneficiary: 'Office Supplies Company LLC',
  account_number: '000123456789',
  routing_number: '021000021',
};
