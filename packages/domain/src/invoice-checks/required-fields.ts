import { formatCents } from '../money/format-currency';
import { toCentsOrNull } from '../money/to-cents';
import type { EnforcedTest } from './check-gates';
import type { CheckProblem, RuleOutcome } from './check-result';
import type { InvoiceSubject, VendorSubject } from './check-subject';

const blank = (value: string | null | undefined): boolean => !value?.trim();

/**
 * invoice_required_fields: an invoice number, a total amount and an internal requisitioner
 * (SPEC §5 tooltip); also an issue date and a due date or terms while the organisation
 * enforces 'Invoice Dated' and 'Due Date / Terms Present'.
 */
export const invoiceRequiredFields = (
  invoice: InvoiceSubject,
  enforced: EnforcedTest,
): RuleOutcome => {
  const problems: CheckProblem[] = [];
  if (blank(invoice.invoice_number)) {
    problems.push({ reason: 'Invoice number missing', gates: ['valid_invoice_format'] });
  }
  const cents = toCentsOrNull(invoice.amount);
  if (cents === null || cents === 0) {
    problems.push({ reason: 'Total amount missing', gates: ['total_amount'] });
  } else if (cents < 0) {
    const reason = `Total amount ${formatCents(cents, invoice.currency)} is below zero`;
    problems.push({ reason, gates: ['total_amount'] });
  }
  if (blank(invoice.requisitioner_contact_name) && blank(invoice.requisitioner_contact_email)) {
    problems.push({ reason: 'Internal requisitioner missing', gates: ['requisitioner_known'] });
  }
  if (enforced('invoice_dated') && blank(invoice.issue_date)) {
    problems.push({ reason: 'Issue date missing', gates: ['invoice_dated'] });
  }
  if (enforced('due_date_or_terms') && blank(invoice.due_date) && blank(invoice.payment_terms)) {
    problems.push({ reason: 'Due date or payment terms missing', gates: ['due_date_or_terms'] });
  }
  return {
    name: 'invoice_required_fields',
    problems,
    passReason: 'Invoice number, total amount and requisitioner are present',
  };
};

/** The vendor fields SPEC §5 requires, their labels and the configuration item behind each. */
export const VENDOR_FIELD_RULES = [
  ['name', 'Vendor name', 'vendor_name'],
  ['address', 'Address', 'remittance_info'],
  ['tax_id', 'Tax ID', 'tax_id_known'],
  ['tax_id_type', 'Tax ID type', 'tax_id_type_known'],
  ['legal_entity_name', 'Legal entity name', 'legal_name_known'],
  ['legal_entity_type', 'Legal entity type', 'entity_type_known'],
  ['legal_address', 'Legal address', 'legal_address_on_file'],
  ['bank_name', 'Bank name', 'remittance_info'],
  ['bank_address', 'Bank address', 'remittance_info'],
  ['bank_account_beneficiary', 'Beneficiary name', 'remittance_info'],
  ['account_number', 'Account number', 'remittance_info'],
  ['routing_number', 'Routing number', 'remittance_info'],
] as const satisfies readonly (readonly [keyof VendorSubject, string, string])[];

/** Fields asked for only while the organisation enforces them. */
const ENFORCED_ONLY_FIELDS = [
  ['contact_email', 'Contact e-mail', 'email_on_file'],
  ['phone', 'Phone', 'phone_on_file'],
  ['w9_received_at', 'Current W-9', 'current_w9_on_file'],
  ['procurement_approved_at', 'Procurement approval', 'approved_by_procurement'],
] as const satisfies readonly (readonly [keyof VendorSubject, string, string])[];

/**
 * vendor_required_fields: the twelve SPEC §5 fields, plus e-mail and phone while enforced.
 * Each missing field is its own problem ('Tax ID missing'), so the configuration can enforce
 * some of them only.
 */
export const vendorRequiredFields = (
  vendor: VendorSubject | null | undefined,
  enforced: EnforcedTest,
): RuleOutcome => {
  const name = 'vendor_required_fields';
  const passReason = 'Every required vendor detail is on file';
  if (!vendor) {
    return { name, passReason, problems: [{ reason: 'No vendor', gates: ['vendor_name'] }] };
  }
  const rules = [
    ...VENDOR_FIELD_RULES,
    ...ENFORCED_ONLY_FIELDS.filter(([, , gate]) => enforced(gate)),
  ];
  const problems = rules
    .filter(([field]) => blank(vendor[field]))
    .map(([, label, gate]) => ({ reason: `${label} missing`, gates: [gate] }));
  return { name, passReason, problems };
};
