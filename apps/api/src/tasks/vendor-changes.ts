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

/** Keeps only known vendor fields of a task's `changes`; unknown keys are ignored. */
export const vendorChanges = (changes: Record<string, string | null>): VendorUpdate => {
  const update: Record<string, string | null> = {};
  for (const [field, value] of Object.entries(changes)) {
    const column = VENDOR_FIELD_COLUMNS[field as keyof typeof VENDOR_FIELD_COLUMNS];
    if (column) update[column] = field === 'name' ? (value ?? '') : value;
  }
  return update as VendorUpdate;
};
