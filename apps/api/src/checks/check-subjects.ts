import { centsToAmount, type OtherInvoiceSubject, type VendorSubject } from '@ap/domain';
import type { invoices } from '../db/schema';
import type { VendorRow } from '../vendors/vendor-view';

/**
 * The vendor as the checks read it, from its row (not the API view, which may mask or leave
 * out bank details).
 */
export const toVendorSubject = (row: VendorRow): VendorSubject => ({
  name: row.name,
  contact_email: row.contactEmail,
  phone: row.phone,
  address: row.address,
  tax_id: row.taxId,
  tax_id_type: row.taxIdType,
  legal_entity_name: row.legalEntityName,
  legal_entity_type: row.legalEntityType,
  legal_address: row.legalAddress,
  bank_name: row.bankName,
  bank_address: row.bankAddress,
  bank_account_beneficiary: row.bankAccountBeneficiary,
  account_number: row.accountNumber,
  routing_number: row.routingNumber,
});

type InvoiceKeyRow = Pick<
  typeof invoices.$inferSelect,
  'id' | 'invoiceNumber' | 'vendorId' | 'amountCents' | 'issueDate'
>;

/** Another invoice as the uniqueness rule reads it. */
export const toOtherInvoiceSubject = (row: InvoiceKeyRow): OtherInvoiceSubject => ({
  id: row.id,
  invoice_number: row.invoiceNumber,
  vendor_id: row.vendorId,
  amount: centsToAmount(row.amountCents),
  issue_date: row.issueDate,
});
