import { dataKeyring } from '../crypto/data-keyring';
import type { VendorRow } from './vendor-view';

type BankNumbers = Pick<VendorRow, 'accountNumber' | 'routingNumber'>;

const compact = (value: string | null | undefined) => (value ?? '').replace(/[\s-]/g, '');

/**
 * Keyed fingerprint ('key id:hex') of a vendor's account and routing numbers, or of "none";
 * `keyId` recomputes it with the key an earlier fingerprint was made with.
 */
export const bankDetailsFingerprint = (vendor: BankNumbers | undefined, keyId?: string): string =>
  dataKeyring().fingerprint(
    `${compact(vendor?.accountNumber)}|${compact(vendor?.routingNumber)}`,
    keyId,
  );

/** Whether the vendor's bank numbers are still those of `fingerprint`. */
export const sameBankDetails = (vendor: BankNumbers | undefined, fingerprint: string): boolean => {
  const keyId = fingerprint.slice(0, fingerprint.indexOf(':'));
  try {
    return bankDetailsFingerprint(vendor, keyId) === fingerprint;
  } catch {
    // A fingerprint of a key no longer configured cannot be checked: treat as changed.
    return false;
  }
};
