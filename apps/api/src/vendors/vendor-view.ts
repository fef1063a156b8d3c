import { maskAccountNumber } from '@ap/domain';
import type { Vendor } from '@ap/domain/contract';
import type { vendors } from '../db/schema';
import { toVendorTaxProfile } from './w9/vendor-tax-profile';

export type VendorRow = typeof vendors.$inferSelect;

/** '••••6789' as the UI shows it; null stays null. The full number needs the reveal call. */
const masked = (value: string | null): string | null =>
  value === null ? null : maskAccountNumber(value) || null;

/** The vendor as every answer carries it: bank numbers masked to their last four digits. */
export const toVendorView = (row: VendorRow): Vendor => ({
  id: row.id,
  name: row.name,
  contact_email: row.contactEmail,
  contact_name: row.contactName,
  phone: row.phone,
  address: row.address,
  tax_id: row.taxId,
  tax_id_type: row.taxIdType,
  legal_entity_name: row.legalEntityName,
  legal_entity_type: row.legalEntityType,
  legal_entity_subtype: row.legalEntitySubtype,
  legal_address: row.legalAddress,
  bank_name: row.bankName,
  bank_address: row.bankAddress,
  bank_account_beneficiary: row.bankAccountBeneficiary,
  account_number: masked(row.accountNumber),
  routing_number: masked(row.routingNumber),
  tax_profile: toVendorTaxProfile(row),
});
