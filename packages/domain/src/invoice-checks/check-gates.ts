import type { CheckName, EnforcedOnlyCheckName } from '../checks/check-names';
import { isCheckEnforced, type MandatoryChecksConfig } from '../settings/mandatory-checks';

/**
 * Which mandatory-checks configuration items (SPEC §3) can make each server check block
 * payment. A check's failure names the items behind it; it blocks when any of them is
 * enforced. Items marked * are only evaluated while enforced (they add a requirement).
 * payment_readiness has none: its failure always blocks.
 */
export const CHECK_GATES = {
  invoice_required_fields: [
    'valid_invoice_format', // invoice number (always required)
    'total_amount', // total amount (always required)
    'requisitioner_known', // internal requisitioner
    'invoice_dated', // * issue date
    'due_date_or_terms', // * due date or payment terms
  ],
  line_items_present: ['line_itemized'],
  line_items_total_matches: ['invoice_math_correct'],
  invoice_number_unique: ['unique_invoice_number', 'duplicate_prevention'],
  invoice_addressed_to_organization: ['addressed_to_us', 'bill_to_contact'],
  vendor_required_fields: [
    'vendor_name',
    'legal_name_known',
    'legal_address_on_file',
    'tax_id_known',
    'tax_id_type_known',
    'entity_type_known',
    'remittance_info',
    'email_on_file', // * contact e-mail
    'phone_on_file', // * phone
    'current_w9_on_file', // * a Form W-9 on file
    'approved_by_procurement', // * an Admin recorded procurement's approval
  ],
  invoice_approval_status: ['approval_chain_satisfied', 'requisitioner_approval'],
  payment_readiness: [],
} as const satisfies Record<CheckName, readonly string[]>;

/** The items behind the checks computed only while one of them is enforced. */
export const ENFORCED_ONLY_CHECK_GATES = {
  purchase_order_matched: ['valid_po_number'],
  fraud_signals: ['fraud_detection'],
  line_items_coded: [
    'gl_account_assigned',
    'gl_class_assigned',
    'department',
    'cost_center',
    'budget_code',
  ],
} as const satisfies Record<EnforcedOnlyCheckName, readonly string[]>;

/** Is this configuration item enforced? An id the configuration does not know is (fail safe). */
export type EnforcedTest = (configId: string) => boolean;

export const enforcedIn =
  (config: MandatoryChecksConfig): EnforcedTest =>
  (configId) =>
    isCheckEnforced(config, configId) ?? true;

/** A failure blocks payment when one of its items is enforced, or when it names none. */
export const failureBlocks = (gates: readonly string[], enforced: EnforcedTest): boolean =>
  gates.length === 0 || gates.some(enforced);
