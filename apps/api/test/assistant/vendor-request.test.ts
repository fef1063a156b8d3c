import { DEFAULT_MANDATORY_CHECKS_CONFIG, enforcedIn, setMandatoryCheckRequired } from '@ap/domain';
import { describe, expect, it } from 'vitest';
import { missingFromVendor } from '../../src/assistant/drafting/vendor-request';
import type { VendorRow } from '../../src/vendors/vendor-view';

/** A vendor with every detail on file but the given ones. */
const vendorWithout = (...blank: (keyof VendorRow)[]): VendorRow =>
  ({
    name: 'Widget Works LLC',
    address: '1 Mill Lane',
    taxId: '12-3456789',
    taxIdType: 'EIN',
    legalEntityName: 'Widget Works LLC',
    legalEntityType: 'LLC',
    legalAddress: '1 Mill Lane',
    bankName: 'First Test Bank',
    bankAddress: '1 Money Street',
    bankAccountBeneficiary: 'Widget Works LLC',
    accountNumber: '000123456789',
    routingNumber: '021000021',
    ...Object.fromEntries(blank.map((field) => [field, null])),
  }) as VendorRow;

const defaults = enforcedIn(DEFAULT_MANDATORY_CHECKS_CONFIG);

describe('what the assistant asks a vendor for', () => {
  it('asks for no W-9 when only fields the organisation does not require are blank', () => {
    // Entity type and tax id type are not enforced by default.
    expect(missingFromVendor(vendorWithout('legalEntityType', 'taxIdType'), [], defaults)).toEqual(
      [],
    );
  });

  it('asks for the W-9 when a required W-9 field is blank, and the tax id when that is', () => {
    expect(missingFromVendor(vendorWithout('legalAddress'), [], defaults)).toEqual(['w9']);
    expect(missingFromVendor(vendorWithout('taxId'), [], defaults)).toEqual(['tax_id', 'w9']);
  });

  it('follows the saved configuration: a legal name not required is not asked for', () => {
    const relaxed = enforcedIn(
      setMandatoryCheckRequired(DEFAULT_MANDATORY_CHECKS_CONFIG, 'legal_name_known', false),
    );
    expect(missingFromVendor(vendorWithout('legalEntityName'), [], defaults)).toEqual(['w9']);
    expect(missingFromVendor(vendorWithout('legalEntityName'), [], relaxed)).toEqual([]);
  });

  it('always asks for missing bank details (remittance info is always required)', () => {
    const none = enforcedIn(
      setMandatoryCheckRequired(DEFAULT_MANDATORY_CHECKS_CONFIG, 'tax_id_known', false),
    );
    expect(missingFromVendor(vendorWithout('routingNumber', 'taxId'), [], none)).toEqual([
      'bank_details',
    ]);
  });

  it('asks for the W-9 itself while Current W-9 on File is enforced and none arrived', () => {
    const w9Required = enforcedIn(
      setMandatoryCheckRequired(DEFAULT_MANDATORY_CHECKS_CONFIG, 'current_w9_on_file', true),
    );
    expect(missingFromVendor(vendorWithout(), [], w9Required)).toEqual(['w9']);
    const onFile = { ...vendorWithout(), w9ReceivedAt: new Date('2026-03-02T15:30:00Z') };
    expect(missingFromVendor(onFile, [], w9Required)).toEqual([]);
    expect(missingFromVendor(vendorWithout(), [], defaults)).toEqual([]);
  });
});
