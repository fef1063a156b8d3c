import type { vendors } from '../db/schema';

type VendorUpdate = Partial<typeof vendors.$inferInsert>;

/** Wire field names an update_vendor task may change, mapped to vendor columns. */
export const VENDOR_FIELD_COLUMNS = {
  name: 'name',
  contact_email: 'contactEmail',
  contact_name: 'contactName',
  phone: 'phone',
  address: 'address',
  tax_id: 'taxId',
  tax_id_type: 'taxIdType',
  legal_entity_name: 'legalEntityName',
  legal_entity_type: 'legalEntityType',
  legal_entity_subtype: 'legalEntitySubtype',
  legal_address: 'legalAddress',
  bank_name: 'bankName',
  bank_address: 'bankAddress',
  bank_account_beneficiary: 'bankAccountBeneficiary',
  account_number: 'accountNumber',
  routing_number: 'routingNumber',
} as const satisfies Record<string, keyof VendorUpdate>;

export type VendorField = keyof typeof VENDOR_FIELD_COLUMNS;

/** How each field is named to the person approving a change (as the vendor form names it). */
export const VENDOR_FIELD_LABELS: Record<VendorField, string> = {
  name: 'Name',
  contact_email: 'Contact Email',
  contact_name: 'Contact Name',
  phone: 'Phone',
  address: 'Address',
  tax_id: 'Tax Id',
  tax_id_type: 'Tax Id Type',
  legal_entity_name: 'Legal Entity Name',
  legal_entity_type: 'Legal Entity Type',
  legal_entity_subtype: 'Legal Entity Subtype',
  legal_address: 'Legal Address',
  bank_name: 'Bank Name',
  bank_address: 'Bank Address',
  bank_account_beneficiary: 'Beneficiary Name',
  account_number: 'Account Number',
  routing_number: 'Routing Number',
};

/** Keeps only known vendor fields of a task's `changes`; unknown keys are ignored. */
export const vendorChanges = (changes: Record<string, string | null>): VendorUpdate => {
  const update: Record<string, string | null> = {};
  for (const [field, value] of Object.entries(changes)) {
    const column = VENDOR_FIELD_COLUMNS[field as keyof typeof VENDOR_FIELD_COLUMNS];
    if (column) update[column] = field === 'name' ? (value ?? '') : value;
  }
  return update as VendorUpdate;
};
