import type { CheckInput } from '../checks/check-input';

/** Vendor fields the vendor_required_fields check asks for (SPEC §5 tooltip). */
export const VENDOR_REQUIRED_FIELDS = [
  'name',
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
] as const;
export type VendorRequiredField = (typeof VENDOR_REQUIRED_FIELDS)[number];

export type VendorFieldsInput = Partial<Record<VendorRequiredField, string | null | undefined>>;

export type VendorOnboardingStatus = 'Onboarded' | 'Onboarding';

export const DRAFT_VENDOR_NAME = 'Draft Vendor';
/** Shown when looking the vendor up failed. */
export const UNKNOWN_VENDOR_NAME = 'Unknown Vendor';

const VENDOR_CHECK = 'vendor_required_fields';

/**
 * Onboarded when the vendor_required_fields check succeeded; when the invoice has no such
 * check, when every required vendor field is filled in. Otherwise Onboarding.
 */
export function getVendorOnboardingStatus(
  vendor: VendorFieldsInput | null | undefined,
  checks: readonly Pick<CheckInput, 'name' | 'status'>[] | null | undefined,
): VendorOnboardingStatus {
  const check = checks?.find((candidate) => candidate.name === VENDOR_CHECK);
  if (check) return check.status === 'success' ? 'Onboarded' : 'Onboarding';
  const complete =
    vendor != null && VENDOR_REQUIRED_FIELDS.every((field) => Boolean(vendor[field]?.trim()));
  return complete ? 'Onboarded' : 'Onboarding';
}

/** The vendor's name, or "Draft Vendor" when it has none. */
export function vendorDisplayName(vendor: { name?: string | null } | null | undefined): string {
  return vendor?.name?.trim() || DRAFT_VENDOR_NAME;
}
