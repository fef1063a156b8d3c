import {
  domainOfAddress,
  type KnownDomain,
  type Lookalike,
  lookalikeOf,
  parseMailAddress,
  type SenderIdentity,
} from '@ap/domain/sender';
import { and, eq, like } from 'drizzle-orm';
import type { Executor } from '../../audit/record-mutation';
import { vendors } from '../../db/schema';

/** Whose domain a sender's domain imitates. */
export type DomainOwner =
  | { kind: 'organisation' }
  | { kind: 'vendor'; vendorId: string; name: string };

export type SenderLookalike = Lookalike<DomainOwner>;

/**
 * The domains the organisation knows as someone's, oldest first (lookalikeOf takes the older
 * of two similar names for the original): the AP mailbox's, then each vendor's contact.
 */
const knownDomains = async (
  tx: Executor,
  orgId: string,
  mailbox: string,
): Promise<KnownDomain<DomainOwner>[]> => {
  const rows = await tx
    .select({ id: vendors.id, name: vendors.name, contactEmail: vendors.contactEmail })
    .from(vendors)
    .where(and(eq(vendors.orgId, orgId), like(vendors.contactEmail, '%@%')))
    .orderBy(vendors.createdAt, vendors.id);
  return [
    { domain: domainOfAddress(mailbox), owner: { kind: 'organisation' } },
    ...rows.flatMap((row) => {
      const contact = parseMailAddress(row.contactEmail);
      return contact
        ? [{ domain: contact.domain, owner: { kind: 'vendor', vendorId: row.id, name: row.name } }]
        : [];
    }),
  ] as KnownDomain<DomainOwner>[];
};

/**
 * The lookalike verdict on a message's sender (lookalikeOf in @ap/domain/sender): the known
 * domain its domain imitates, the organisation's own or a vendor's; undefined for a domain
 * that imitates none or is itself known.
 */
export const senderLookalike = async (
  tx: Executor,
  orgId: string,
  mailbox: string,
  sender: SenderIdentity | undefined,
): Promise<SenderLookalike | undefined> =>
  sender ? lookalikeOf(sender.domain, await knownDomains(tx, orgId, mailbox)) : undefined;

/** The warning a look-alike sender leaves, naming both domains. */
export const lookalikeWarning = (lookalike: SenderLookalike): string =>
  `The sender's domain ${lookalike.domain} looks like ${lookalike.resembles}, ${
    lookalike.owner.kind === 'organisation'
      ? "the organisation's own domain"
      : `the domain of vendor ${lookalike.owner.name || 'Draft Vendor'}`
  } (${lookalike.how}): it is treated as a stranger`;
