import { z } from 'zod';
import { IdSchema } from './common';
import { VendorTaxProfileSchema } from './tax-forms';

const optionalText = z.string().nullable();

/** A vendor; every field but id and name may be unknown yet (vendor onboarding fills them). */
export const VendorSchema = z.object({
  id: IdSchema,
  name: z.string(),
  contact_email: optionalText,
  contact_name: optionalText,
  phone: optionalText,
  address: optionalText,
  tax_id: optionalText,
  tax_id_type: optionalText,
  legal_entity_name: optionalText,
  legal_entity_type: optionalText,
  legal_entity_subtype: optionalText,
  legal_address: optionalText,
  bank_name: optionalText,
  bank_address: optionalText,
  bank_account_beneficiary: optionalText,
  /**
   * Masked by the server to the last four digits as the UI shows them ('••••6789', see
   * maskAccountNumber); the full numbers come only from the Admin-only reveal call.
   */
  account_number: optionalText,
  /** Masked like account_number. */
  routing_number: optionalText,
  /** What the vendor's W-9 says (null until one arrived); optional for older fixtures. */
  tax_profile: VendorTaxProfileSchema.nullable().optional(),
});

/** POST /api/vendors/{id}/bank-details/reveal (Admin, audited): the unmasked numbers. */
export const VendorBankDetailsSchema = z.object({
  vendor_id: IdSchema,
  account_number: optionalText,
  routing_number: optionalText,
});

export const VendorListSchema = z.array(VendorSchema);

export type Vendor = z.infer<typeof VendorSchema>;
export type VendorBankDetails = z.infer<typeof VendorBankDetailsSchema>;
