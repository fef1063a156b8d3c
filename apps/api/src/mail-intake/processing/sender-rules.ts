import type { VendorSubsetSettings } from '@ap/domain';

export type SenderDecision = { read: true; internal: boolean } | { read: false; reason: string };

const domainOf = (address: string): string => address.slice(address.lastIndexOf('@') + 1);

/** `billing.acme.com` is within `acme.com`. */
const withinDomain = (domain: string, parent: string): boolean =>
  domain === parent || domain.endsWith(`.${parent}`);

/**
 * SPEC §2 Vendor Subset at intake: senders of the mailbox's own domain are internal (read
 * only when set to Review); external senders are all read, or only the listed senders and
 * domains when set to Limited.
 */
export const decideSender = (
  settings: VendorSubsetSettings,
  mailbox: string,
  sender: string | undefined,
): SenderDecision => {
  if (!sender?.includes('@')) return { read: false, reason: 'The e-mail has no sender address' };
  const from = sender.toLowerCase();
  const senderDomain = domainOf(from);
  if (withinDomain(senderDomain, domainOf(mailbox.toLowerCase()))) {
    return settings.internalSenders === 'review'
      ? { read: true, internal: true }
      : { read: false, reason: `Internal sender ${from}: internal senders are set to Ignore` };
  }
  if (settings.externalSenders === 'all') return { read: true, internal: false };
  const listed =
    settings.senders.some((entry) => entry.toLowerCase() === from) ||
    settings.domains.some((entry) => withinDomain(senderDomain, entry.toLowerCase()));
  return listed
    ? { read: true, internal: false }
    : {
        read: false,
        reason: `Sender ${from} is not among the listed domains and senders (external senders: Limited)`,
      };
};
