/** The check names the server runs (SPEC §3). */
export const CHECK_NAMES = [
  'invoice_required_fields',
  'line_items_present',
  'line_items_total_matches',
  'invoice_number_unique',
  'invoice_addressed_to_organization',
  'vendor_required_fields',
  'invoice_approval_status',
  'payment_readiness',
] as const;
export type CheckName = (typeof CHECK_NAMES)[number];

export const CHECK_DISPLAY_NAMES = {
  invoice_required_fields: 'Invoice Required Fields Present',
  line_items_present: 'Line Items Present',
  line_items_total_matches: 'Line Items Match Invoice Total',
  invoice_number_unique: 'Unique Invoice Number',
  invoice_addressed_to_organization: 'Addressed to Your Organization',
  vendor_required_fields: 'Vendor Required Fields Present',
  invoice_approval_status: 'Invoice Approved',
  payment_readiness: 'Ready for Payment',
} as const satisfies Record<CheckName, string>;

/**
 * Checks computed only while one of their mandatory-checks items is enforced (they add a
 * requirement the SPEC's eight checks do not carry), before payment_readiness.
 */
export const ENFORCED_ONLY_CHECK_NAMES = [
  'purchase_order_matched',
  'fraud_signals',
  'line_items_coded',
] as const;
export type EnforcedOnlyCheckName = (typeof ENFORCED_ONLY_CHECK_NAMES)[number];
/** Any check the server computes. */
export type ComputedCheckName = CheckName | EnforcedOnlyCheckName;

export const ENFORCED_ONLY_CHECK_DISPLAY_NAMES = {
  purchase_order_matched: 'Purchase Order Matched',
  fraud_signals: 'No Fraud Signals',
  line_items_coded: 'Line Items Coded',
} as const satisfies Record<EnforcedOnlyCheckName, string>;

/** Checks only an Admin can override, and only with a reason (audited): not through a save. */
export const CHECKS_OVERRIDDEN_WITH_REASON: readonly string[] = ['fraud_signals'];

function isCheckName(name: string): name is CheckName {
  return Object.hasOwn(CHECK_DISPLAY_NAMES, name);
}

/** Display text of a check; an unknown name is humanised ("po_matches" -> "Po Matches"). */
export function getCheckDisplayName(name: string): string {
  if (isCheckName(name)) return CHECK_DISPLAY_NAMES[name];
  if (Object.hasOwn(ENFORCED_ONLY_CHECK_DISPLAY_NAMES, name))
    return ENFORCED_ONLY_CHECK_DISPLAY_NAMES[name as EnforcedOnlyCheckName];
  return name
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Tooltip texts of the two required-fields checks (SPEC §5). */
export const REQUIRED_FIELDS_TOOLTIPS = {
  invoice_required_fields:
    'Invoices need an invoice number, a total amount and an internal requisitioner.',
  vendor_required_fields:
    'Vendors need a name, address, tax ID and tax ID type, legal entity name and type, legal address, bank name and address, beneficiary name, account number and routing number.',
} as const satisfies Partial<Record<CheckName, string>>;

/** The tooltip a check carries, or null for checks without one. */
export function getCheckTooltip(name: string): string | null {
  return Object.hasOwn(REQUIRED_FIELDS_TOOLTIPS, name)
    ? REQUIRED_FIELDS_TOOLTIPS[name as keyof typeof REQUIRED_FIELDS_TOOLTIPS]
    : null;
}
