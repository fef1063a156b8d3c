import { maskTin, TAX_CLASSIFICATIONS, type TaxClassification } from '@ap/domain';
import type { VendorTaxProfile } from '@ap/domain/contract';
import type { vendors } from '../../db/schema';

/** The W-9 columns of a vendor row (vendor-view.ts builds the whole vendor with this). */
type VendorW9Columns = Pick<
  typeof vendors.$inferSelect,
  | 'w9ReceivedAt'
  | 'is1099Eligible'
  | 'w9LegalName'
  | 'w9BusinessName'
  | 'taxClassification'
  | 'tinLast4'
  | 'tinType'
  | 'w9Address'
  | 'w9DocumentId'
>;

const classification = (value: string | null): TaxClassification | null =>
  (TAX_CLASSIFICATIONS as readonly string[]).includes(value ?? '')
    ? (value as TaxClassification)
    : null;

/** What the vendor's W-9 says, TIN masked to its last four digits; null before any W-9. */
export const toVendorTaxProfile = (row: VendorW9Columns): VendorTaxProfile | null =>
  row.w9ReceivedAt === null && !row.is1099Eligible
    ? null
    : {
        legal_name: row.w9LegalName,
        business_name: row.w9BusinessName,
        tax_classification: classification(row.taxClassification),
        tin: maskTin(row.tinLast4),
        tin_type: row.tinType === 'SSN' || row.tinType === 'EIN' ? row.tinType : null,
        address: row.w9Address,
        is_1099_eligible: row.is1099Eligible,
        w9_received_at: row.w9ReceivedAt?.toISOString() ?? null,
        w9_document_id: row.w9DocumentId,
      };
