import { describe, expect, it } from 'vitest';
import {
  DRAFT_VENDOR_NAME,
  getVendorOnboardingStatus,
  UNKNOWN_VENDOR_NAME,
  VENDOR_REQUIRED_FIELDS,
  vendorDisplayName,
} from './vendor-display';

const complete = Object.fromEntries(VENDOR_REQUIRED_FIELDS.map((field) => [field, `${field}!`]));

describe('getVendorOnboardingStatus', () => {
  it('follows a successful vendor_required_fields check', () => {
    const checks = [{ name: 'vendor_required_fields', status: 'success' }] as const;
    expect(getVendorOnboardingStatus({}, checks)).toBe('Onboarded');
    expect(getVendorOnboardingStatus(null, checks)).toBe('Onboarded');
  });

  it('follows a failed vendor_required_fields check even when fields are filled', () => {
    const checks = [{ name: 'vendor_required_fields', status: 'failed' }] as const;
    expect(getVendorOnboardingStatus(complete, checks)).toBe('Onboarding');
  });

  it('without the check, is Onboarded when every vendor field is filled', () => {
    const other = [{ name: 'line_items_present', status: 'failed' }] as const;
    expect(getVendorOnboardingStatus(complete, other)).toBe('Onboarded');
    expect(getVendorOnboardingStatus(complete, null)).toBe('Onboarded');
    expect(getVendorOnboardingStatus(complete, [])).toBe('Onboarded');
  });

  it.each(VENDOR_REQUIRED_FIELDS)('without the check, a missing %s means Onboarding', (field) => {
    expect(getVendorOnboardingStatus({ ...complete, [field]: '' }, [])).toBe('Onboarding');
    expect(getVendorOnboardingStatus({ ...complete, [field]: '   ' }, [])).toBe('Onboarding');
    expect(getVendorOnboardingStatus({ ...complete, [field]: null }, [])).toBe('Onboarding');
    expect(getVendorOnboardingStatus({ ...complete, [field]: undefined }, [])).toBe('Onboarding');
  });

  it('is Onboarding with no vendor and no check', () => {
    expect(getVendorOnboardingStatus(null, [])).toBe('Onboarding');
    expect(getVendorOnboardingStatus(undefined, undefined)).toBe('Onboarding');
  });
});

describe('vendorDisplayName', () => {
  it('uses the name', () => {
    expect(vendorDisplayName({ name: 'Acme Corp' })).toBe('Acme Corp');
  });

  it.each([{ name: '' }, { name: '  ' }, { name: null }, {}, null, undefined])(
    '%j is a Draft Vendor',
    (vendor) => {
      expect(vendorDisplayName(vendor)).toBe(DRAFT_VENDOR_NAME);
      expect(DRAFT_VENDOR_NAME).toBe('Draft Vendor');
    },
  );

  it('names a failed lookup Unknown Vendor', () => {
    expect(UNKNOWN_VENDOR_NAME).toBe('Unknown Vendor');
  });
});
