import {
  type AuthenticationResults,
  authenticationVerdict,
  type SenderAuthentication,
} from './authentication-verdict';
import { domainOfAddress, parseMailAddress, withinDomain } from './mail-address';

/**
 * Who wrote an e-mail, as every decision reads it: the From header's parsed address and the
 * receiving provider's verdict on it. The display name is shown to people, never compared.
 */
export type SenderIdentity = {
  /** The From address, normalised (parseMailAddress). */
  address: string;
  domain: string;
  /** The display name ('Dana Lopez'); omitted when it is itself an address other than the sender's. */
  name?: string;
  authentication: SenderAuthentication;
  /** The other address a display name shows (`"dana@acme.test" <x@evil.test>`). */
  claimedAddress?: string;
  /** What a person should know about this sender, for the message's record and runs. */
  warnings: string[];
};

/** A mailbox of an address header, as a MIME parser gives it. */
export type HeaderMailbox = { name?: string | undefined; address: string };

const ADDRESS_LIKE = /[^\s<>"'(),;:[\]]+@[^\s<>"'(),;:[\]]+\.[^\s<>"'(),;:[\]]+/g;

/** An address written in a display name that is not the sender's own, if there is one. */
export const addressInDisplayName = (name: string, address: string): string | undefined =>
  (name.match(ADDRESS_LIKE) ?? [])
    .map((text) => parseMailAddress(text)?.address)
    .find((claimed) => claimed !== undefined && claimed !== address);

/**
 * The sender of a message from its From mailboxes (every From header, each parsed) and the
 * receiving provider's Authentication-Results (only that provider's header; undefined when it
 * added none). No usable From address: no identity. Several From addresses decide nothing:
 * the provider's verdict covers at most one of them.
 */
export const senderIdentity = (
  from: readonly HeaderMailbox[],
  results: AuthenticationResults | undefined,
): SenderIdentity | undefined => {
  const first = from[0];
  const parsed = first && parseMailAddress(first.address);
  if (!first || !parsed) return undefined;
  const warnings: string[] = [];
  const name = first.name?.trim() || undefined;
  const claimedAddress = name ? addressInDisplayName(name, parsed.address) : undefined;
  if (claimedAddress)
    warnings.push(
      `The display name "${name}" shows ${claimedAddress}, but the e-mail was sent from ${parsed.address}: it speaks for ${parsed.address} only`,
    );
  const authentication: SenderAuthentication =
    from.length > 1
      ? { verdict: 'fail', detail: `the From header names ${from.length} addresses` }
      : authenticationVerdict(results, parsed.domain);
  if (authentication.verdict === 'fail')
    warnings.push(
      `The receiving mail server's sender checks failed for ${parsed.address} (${authentication.detail}): it may be forged, so it decides nothing`,
    );
  return {
    ...parsed,
    ...(name && !claimedAddress ? { name } : {}),
    authentication,
    ...(claimedAddress ? { claimedAddress } : {}),
    warnings,
  };
};

/** May this sender's word decide anything (an approval, a vendor's reply, a vendor match)? */
export const senderMayDecide = (identity: SenderIdentity | undefined): boolean =>
  identity !== undefined && identity.authentication.verdict !== 'fail';

/**
 * Internal: a sender of the mailbox's own domain (or a subdomain) whose address was not
 * found forged. A forged colleague's address is a stranger.
 */
export const isInternalSender = (identity: SenderIdentity | undefined, mailbox: string): boolean =>
  identity !== undefined &&
  senderMayDecide(identity) &&
  withinDomain(identity.domain, domainOfAddress(mailbox));
