import { type ConfigGroup, createToggleConfigOps } from './toggle-config';

/** One check of the Mandatory Checks drawer (stored in the browser). */
export interface MandatoryCheck {
  id: string;
  name: string;
  /** Enforced. */
  required: boolean;
  /** Value a reset restores. */
  recommended: boolean;
  /** Locked on, shown under Always Required. */
  alwaysRequired: boolean;
  description: string;
}

export type MandatoryCheckGroup = ConfigGroup<MandatoryCheck>;
export type MandatoryChecksConfig = readonly MandatoryCheckGroup[];

type Spec = [id: string, name: string, description: string];

function group(
  id: string,
  name: string,
  enforced: Spec[],
  optional: Spec[],
  always: Spec[] = [],
): MandatoryCheckGroup {
  const make =
    (required: boolean, alwaysRequired: boolean) =>
    ([checkId, checkName, description]: Spec): MandatoryCheck => ({
      id: checkId,
      name: checkName,
      required,
      recommended: required,
      alwaysRequired,
      description,
    });
  return {
    id,
    name,
    items: [
      ...enforced.map(make(true, false)),
      ...optional.map(make(false, false)),
      ...always.map(make(true, true)),
    ],
  };
}

/** Default (and recommended) state, SPEC §3. */
export const DEFAULT_MANDATORY_CHECKS_CONFIG: MandatoryChecksConfig = [
  group(
    'invoice_contents',
    'Invoice Contents',
    [
      [
        'unique_invoice_number',
        'Unique Invoice Number',
        'The invoice number has not been seen before for this vendor.',
      ],
      ['addressed_to_us', 'Addressed to Us', 'The invoice is billed to our organization.'],
      ['line_itemized', 'Line-Itemized', 'The invoice lists its charges as line items.'],
    ],
    [
      ['invoice_dated', 'Invoice Dated', 'The invoice carries an issue date.'],
      ['due_date_or_terms', 'Due Date / Terms Present', 'A due date or payment terms are stated.'],
      [
        'valid_po_number',
        'Valid Purchase Order Number',
        'The purchase order number matches an open PO.',
      ],
      ['bill_to_contact', 'Bill-to Contact Present', 'A bill-to contact is named on the invoice.'],
    ],
    [
      ['vendor_name', 'Vendor Name', 'The vendor is named on the invoice.'],
      ['total_amount', 'Total Amount', 'The invoice states a total amount.'],
      ['invoice_math_correct', 'Invoice Math Correct', 'Line items add up to the total.'],
      ['valid_invoice_format', 'Valid Invoice Format', 'The document is a readable invoice.'],
    ],
  ),
  group(
    'vendor_information',
    'Vendor Information',
    [
      ['legal_name_known', 'Legal Name Known', 'The vendor’s legal entity name is on file.'],
      ['legal_address_on_file', 'Legal Address on File', 'The vendor’s legal address is on file.'],
      ['tax_id_known', 'Tax ID Known', 'The vendor’s tax ID is on file.'],
    ],
    [
      ['email_on_file', 'Email on File', 'A contact e-mail address is on file.'],
      ['phone_on_file', 'Phone on File', 'A contact phone number is on file.'],
      ['entity_type_known', 'Entity Type Known', 'The vendor’s legal entity type is known.'],
      ['tax_id_type_known', 'Tax ID Type Known', 'The type of the tax ID (EIN, SSN…) is known.'],
      ['current_w9_on_file', 'Current W-9 on File', 'A current Form W-9 is on file.'],
      [
        'approved_by_procurement',
        'Approved by Procurement',
        'Procurement has approved the vendor.',
      ],
    ],
    [['remittance_info', 'Remittance Info', 'Bank details to pay the vendor are on file.']],
  ),
  group(
    'approval_processing',
    'Approval & Processing',
    [
      ['requisitioner_known', 'Requisitioner Known', 'The internal requisitioner is identified.'],
      [
        'approval_chain_satisfied',
        'Approval Chain Satisfied',
        'Every required approver has approved.',
      ],
    ],
    [
      [
        'requisitioner_approval',
        'Requisitioner Approval',
        'The requisitioner has approved the invoice.',
      ],
      [
        'duplicate_prevention',
        'Duplicate Prevention',
        'The invoice is not a duplicate of one already paid.',
      ],
      ['fraud_detection', 'Fraud Detection', 'No signs of fraud were found.'],
    ],
  ),
  group(
    'accounting',
    'Accounting',
    [],
    [
      ['budget_code', 'Budget Code', 'A budget code is assigned.'],
      ['department', 'Department', 'A department is assigned.'],
      ['cost_center', 'Cost Center', 'A cost center is assigned.'],
      ['gl_account_assigned', 'GL Account Assigned', 'A general-ledger account is assigned.'],
      ['gl_class_assigned', 'GL Class Assigned', 'A general-ledger class is assigned.'],
    ],
  ),
];

const ops = createToggleConfigOps<MandatoryCheck>('required', 'alwaysRequired');

export const mandatoryChecksDifferFromRecommended = ops.differsFromRecommended;
export const resetMandatoryChecksToRecommended = ops.resetToRecommended;
/** Enforces or un-enforces a check; an always-required check cannot be switched off. */
export const setMandatoryCheckRequired = ops.setValue;
export const mandatoryChecksHaveChanges = ops.hasChanges;
/** Always Required checks and the groups of switchable checks. */
export const splitAlwaysRequiredChecks = ops.splitLocked;
export const isCheckEnforced = ops.valueOf;
