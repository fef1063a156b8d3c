import {
  centsToAmount,
  type InvoiceSubject,
  type OtherInvoiceSubject,
  type VendorSubject,
} from '@ap/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../audit/record-mutation';
import { invoiceDocuments, type invoices } from '../db/schema';
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
  w9_received_at: row.w9ReceivedAt?.toISOString() ?? null,
});

type InvoiceKeyRow = Pick<
  typeof invoices.$inferSelect,
  'id' | 'invoiceNumber' | 'vendorId' | 'amountCents' | 'issueDate'
>;

/** Another invoice as the uniqueness rule reads it, with the SHA-256 of its document. */
export const toOtherInvoiceSubject = (
  row: InvoiceKeyRow,
  fileHash: string | null = null,
): OtherInvoiceSubject => ({
  id: row.id,
  invoice_number: row.invoiceNumber,
  vendor_id: row.vendorId,
  amount: centsToAmount(row.amountCents),
  issue_date: row.issueDate,
  file_hash: fileHash,
});

/** The invoice whose checks are computed, with the SHA-256 of its document when it has one. */
export const toInvoiceSubject = <T extends InvoiceSubject>(
  invoice: T,
  fileHash: string | null,
): T => ({ ...invoice, file_hash: fileHash });

/** Invoice id → SHA-256 of the original document it was read from (invoice_documents). */
export const documentHashes = async (
  db: Executor,
  orgId: string,
  invoiceIds: readonly string[],
): Promise<Map<string, string>> => {
  if (invoiceIds.length === 0) return new Map();
  const rows = await db
    .select({ invoiceId: invoiceDocuments.invoiceId, sha256: invoiceDocuments.sha256 })
    .from(invoiceDocuments)
    .where(
      and(eq(invoiceDocuments.orgId, orgId), inArray(invoiceDocuments.invoiceId, [...invoiceIds])),
    );
  return new Map(rows.map((row) => [row.invoiceId, row.sha256]));
};
