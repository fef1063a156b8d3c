import { maskAccountNumber } from '@ap/domain';
import type { UpdateVendorParameters, WorkflowEvent } from '@ap/domain/contract';
import { VENDOR_FIELD_COLUMNS } from '../../tasks/vendor-changes';
import type { VendorRow } from '../../vendors/vendor-view';
import { workflowEvent } from '../../workflow-runs/record-workflow-run';
import type { Draft } from './draft-task';
import { type Protections, touchesPaymentInformation } from './protections';

/** The vendor fields a vendor's own documents can give (wire names; columns as tasks map them). */
const READ_FIELDS = [
  'phone',
  'address',
  'tax_id',
  'tax_id_type',
  'legal_entity_name',
  'legal_entity_type',
  'legal_address',
  'bank_name',
  'bank_address',
  'bank_account_beneficiary',
  'account_number',
  'routing_number',
] as const satisfies readonly (keyof typeof VENDOR_FIELD_COLUMNS)[];

export type VendorField = (typeof READ_FIELDS)[number];

const LABELS: Record<VendorField, string> = {
  phone: 'Phone',
  address: 'Address',
  tax_id: 'Tax Id',
  tax_id_type: 'Tax Id Type',
  legal_entity_name: 'Legal Entity Name',
  legal_entity_type: 'Legal Entity Type',
  legal_address: 'Legal Address',
  bank_name: 'Bank Name',
  bank_address: 'Bank Address',
  bank_account_beneficiary: 'Beneficiary Name',
  account_number: 'Account Number',
  routing_number: 'Routing Number',
};

const SECRET: ReadonlySet<VendorField> = new Set(['account_number', 'routing_number']);

const normalise = (field: VendorField, value: string | null | undefined) => {
  const text = (value ?? '').trim();
  return SECRET.has(field) || field === 'tax_id'
    ? text.replace(/[^0-9a-z]/gi, '').toUpperCase()
    : text.replace(/\s+/g, ' ').toLowerCase();
};

/** The fields read that differ from the vendor's record (blank reads are not changes). */
export const vendorDifferences = (
  vendor: VendorRow,
  read: Partial<Record<VendorField, string | null | undefined>>,
): Partial<Record<VendorField, string>> => {
  const changes: Partial<Record<VendorField, string>> = {};
  for (const field of READ_FIELDS) {
    const column = VENDOR_FIELD_COLUMNS[field];
    const value = read[field]?.trim();
    if (!value) continue;
    if (normalise(field, value) === normalise(field, vendor[column] as string | null)) continue;
    changes[field] = value;
  }
  return changes;
};

/** How a value shows outside the server: bank numbers to their last four digits. */
export const shownValue = (field: VendorField, value: string) =>
  SECRET.has(field) ? maskAccountNumber(value) : value;

/**
 * The update_vendor draft for details read from a document or an e-mail. Bank numbers are
 * shown masked in the parameters and kept sealed for execution. Any change of payment
 * information needs a person's approval and raises a warning: no text in a document or an
 * e-mail changes who gets paid by itself.
 */
export const vendorUpdateDraft = (input: {
  vendor: VendorRow;
  changes: Partial<Record<VendorField, string>>;
  invoiceNumber: string | null;
  protections: Protections;
  dedupeKey: string;
  source: string;
  /**
   * Why the approver should doubt who asks for this (unfamiliar-sender.ts, a look-alike
   * sender): put in the task's parameters and the run's events. Only with bank details.
   */
  senderWarning?: string | undefined;
}): { draft: Draft; events: WorkflowEvent[] } => {
  const { vendor, changes } = input;
  const shown: Record<string, string> = {};
  const sealed: Record<string, string> = {};
  for (const [field, value] of Object.entries(changes) as [VendorField, string][]) {
    shown[field] = shownValue(field, value);
    if (SECRET.has(field)) sealed[field] = value;
  }
  const paymentChange = touchesPaymentInformation(changes);
  const senderWarning = paymentChange ? input.senderWarning : undefined;
  const parameters: UpdateVendorParameters = {
    vendor_id: vendor.id,
    invoice_number: input.invoiceNumber,
    changes: shown,
    ...(senderWarning ? { sender_warning: senderWarning } : {}),
  };
  const labels = Object.keys(changes).map((field) => LABELS[field as VendorField]);
  const events: WorkflowEvent[] = Object.entries(shown).map(([field, value]) =>
    workflowEvent(
      'extract_vendor_details',
      'other',
      `Read ${LABELS[field as VendorField]}: ${value}`,
    ),
  );
  if (paymentChange) {
    events.push(
      workflowEvent(
        'extract_vendor_details',
        'warning',
        `${input.source} asks to change ${vendor.name || 'the vendor'}'s bank details: nothing changes until a person approves (confirm with the vendor through a known contact)`,
      ),
    );
  }
  if (senderWarning) events.push(workflowEvent('extract_vendor_details', 'warning', senderWarning));
  return {
    draft: {
      taskType: 'update_vendor',
      parameters,
      dedupeKey: input.dedupeKey,
      protection: input.protections.updateVendor(changes),
      description: `Update ${vendor.name || 'Draft Vendor'}: ${labels.join(', ')}`,
      ...(Object.keys(sealed).length ? { sealedChanges: sealed } : {}),
    },
    events,
  };
};
