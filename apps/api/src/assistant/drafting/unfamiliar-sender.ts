import {
  isSharedMailDomain,
  parseMailAddress,
  registeredDomain,
  type SenderIdentity,
} from '@ap/domain/sender';
import type { VendorRow } from '../../vendors/vendor-view';

/**
 * Has the vendor used this sender? Its contact address, or another address of the contact's
 * own registered domain (not a shared provider's), has; any other address has not. Judged on
 * the record alone, so sending more mail never makes a stranger familiar.
 */
export const vendorHasUsed = (vendor: VendorRow, sender: SenderIdentity): boolean => {
  const contact = parseMailAddress(vendor.contactEmail);
  if (!contact) return false;
  if (contact.address === sender.address) return true;
  return (
    !isSharedMailDomain(contact.domain) &&
    registeredDomain(contact.domain) === registeredDomain(sender.domain)
  );
};

/**
 * The warning an update_vendor changing bank details carries when the e-mail came from an
 * address the vendor has never used (a colleague's forward included), so the approver sees
 * it before approving; undefined when the vendor has used it.
 */
export const unfamiliarSenderWarning = (
  vendor: VendorRow,
  sender: SenderIdentity | undefined,
): string | undefined => {
  if (sender && vendorHasUsed(vendor, sender)) return undefined;
  const who = vendor.name || 'the vendor';
  const known = vendor.contactEmail
    ? `its contact is ${vendor.contactEmail}`
    : 'it has no contact address on file';
  return `The new bank details came from ${sender?.address ?? 'an unknown sender'}, an address ${who} has never used (${known}): confirm them with ${who} through a known contact before approving`;
};
