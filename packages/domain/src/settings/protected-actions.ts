import { type ConfigGroup, createToggleConfigOps } from './toggle-config';

/** One action of the Protected Actions drawer (stored in the browser). */
export interface ProtectedAction {
  id: string;
  name: string;
  /** Protected: a person must approve before the assistant acts. */
  requiresApproval: boolean;
  recommended: boolean;
  /** Locked on, shown under Always Protected. */
  alwaysProtected: boolean;
  description: string;
}

export type ProtectedActionGroup = ConfigGroup<ProtectedAction>;
export type ProtectedActionsConfig = readonly ProtectedActionGroup[];

/** Ids other packages refer to (e.g. the payment approval rule). */
export const PROTECTED_ACTION_IDS = {
  extractInvoiceField: 'extract_invoice_field',
  assignAccountingFields: 'assign_accounting_fields',
  emailInternalTeammate: 'email_internal_teammate',
  emailExternalParty: 'email_external_party',
  emailExecutive: 'email_executive',
  executePayment: 'execute_payment',
  highValuePayment: 'high_value_payment',
  createVendor: 'create_vendor',
  modifyVendorDetails: 'modify_vendor_details',
  updatePaymentInformation: 'update_payment_information',
  markPoClosed: 'mark_po_closed',
  exportToErp: 'export_to_erp',
} as const;
export type ProtectedActionId = (typeof PROTECTED_ACTION_IDS)[keyof typeof PROTECTED_ACTION_IDS];

type Level = 'unprotected' | 'protected' | 'always';

function action(
  id: ProtectedActionId,
  name: string,
  level: Level,
  description: string,
): ProtectedAction {
  const on = level !== 'unprotected';
  return {
    id,
    name,
    requiresApproval: on,
    recommended: on,
    alwaysProtected: level === 'always',
    description,
  };
}

const ids = PROTECTED_ACTION_IDS;

/** Default (and recommended) state, SPEC §3. */
export const DEFAULT_PROTECTED_ACTIONS_CONFIG: ProtectedActionsConfig = [
  {
    id: 'invoice_processing',
    name: 'Invoice Processing',
    items: [
      action(
        ids.extractInvoiceField,
        'Extracting a Field from an Invoice',
        'unprotected',
        'Reading a value such as the total or due date from an invoice.',
      ),
      action(
        ids.assignAccountingFields,
        'Assigning Accounting Fields',
        'unprotected',
        'Coding line items with GL account, class and customer/job.',
      ),
    ],
  },
  {
    id: 'communication',
    name: 'Communication',
    items: [
      action(
        ids.emailInternalTeammate,
        'Email Internal Teammate',
        'protected',
        'Sending an e-mail to someone in the organization.',
      ),
      action(
        ids.emailExternalParty,
        'Email External Party',
        'protected',
        'Sending an e-mail to a vendor or anyone outside the organization.',
      ),
      action(
        ids.emailExecutive,
        'Email an Executive',
        'always',
        'Sending an e-mail to an executive of the organization.',
      ),
    ],
  },
  {
    id: 'making_payments',
    name: 'Making Payments',
    items: [
      action(ids.executePayment, 'Executing a Payment', 'protected', 'Sending money to a vendor.'),
      action(
        ids.highValuePayment,
        'High Value Payments (over $10k)',
        'always',
        'Any payment over $10,000.',
      ),
    ],
  },
  {
    id: 'vendor_management',
    name: 'Vendor Management',
    items: [
      action(
        ids.createVendor,
        'Create New Vendor Entity',
        'unprotected',
        'Adding a vendor seen for the first time.',
      ),
      action(
        ids.modifyVendorDetails,
        'Modify Vendor Details',
        'unprotected',
        'Changing a vendor’s contact or legal details.',
      ),
      action(
        ids.updatePaymentInformation,
        'Update Payment Information',
        'always',
        'Changing where a vendor’s payments are sent.',
      ),
    ],
  },
  {
    id: 'accounting_recordkeeping',
    name: 'Accounting and Recordkeeping',
    items: [
      action(
        ids.markPoClosed,
        'Marking POs Closed',
        'unprotected',
        'Closing a purchase order once it is fully billed.',
      ),
      action(
        ids.exportToErp,
        'Exporting to ERP',
        'unprotected',
        'Sending the invoice to the accounting system.',
      ),
    ],
  },
];

const ops = createToggleConfigOps<ProtectedAction>('requiresApproval', 'alwaysProtected');

export const protectedActionsDifferFromRecommended = ops.differsFromRecommended;
export const resetProtectedActionsToRecommended = ops.resetToRecommended;
/** Protects or unprotects an action; an always-protected action cannot be switched off. */
export const setActionRequiresApproval = ops.setValue;
export const protectedActionsHaveChanges = ops.hasChanges;
/** Always Protected actions and the groups of switchable actions. */
export const splitAlwaysProtectedActions = ops.splitLocked;

/**
 * Whether an action needs a person's approval under the configuration. An id the configuration
 * does not hold is treated as protected: unknown actions fail safe.
 */
export function actionNeedsApproval(config: ProtectedActionsConfig, id: string): boolean {
  return ops.valueOf(config, id) ?? true;
}
