import type { VendorSubsetSettings } from '@ap/domain';
import {
  isInternalSender,
  type SenderIdentity,
  senderIdentity,
  senderMayDecide,
  withinDomain,
} from '@ap/domain/sender';

export type SenderDecision = { read: true; internal: boolean } | { read: false; reason: string };

/** A bare address (no provider verdict) as an identity; an identity as it is. */
const identityOf = (sender: SenderIdentity | string | undefined) =>
  typeof sender === 'string' ? senderIdentity([{ address: sender }], undefined) : sender;

/**
 * SPEC §2 Vendor Subset at intake, on the sender identity (@ap/domain/sender): senders of the
 * mailbox's own domain are internal (read only when set to Review); external senders are all
 * read, or only the listed senders and domains when set to Limited. A sender the receiving
 * provider found forged is nobody's colleague and never a listed sender.
 */
export const decideSender = (
  settings: VendorSubsetSettings,
  mailbox: string,
  sender: SenderIdentity | string | undefined,
): SenderDecision => {
  const identity = identityOf(sender);
  if (!identity) return { read: false, reason: 'The e-mail has no sender address' };
  const from = identity.address;
  if (isInternalSender(identity, mailbox)) {
    return settings.internalSenders === 'review'
      ? { read: true, internal: true }
      : { read: false, reason: `Internal sender ${from}: internal senders are set to Ignore` };
  }
  if (settings.externalSenders === 'all') return { read: true, internal: false };
  if (!senderMayDecide(identity))
    return {
      read: false,
      reason: `Sender ${from} failed the receiving mail server's sender checks (${identity.authentication.detail}); external senders: Limited`,
    };
  const listed =
    settings.senders.some((entry) => entry.trim().toLowerCase() === from) ||
    settings.domains.some((entry) => withinDomain(identity.domain, entry.trim().toLowerCase()));
  return listed
    ? { read: true, internal: false }
    : {
        read: false,
        reason: `Sender ${from} is not among the listed domains and senders (external senders: Limited)`,
      };
};
