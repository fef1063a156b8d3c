import type { FraudSignal } from './fraud-subject';

const lower = (email: string | null | undefined) => email?.trim().toLowerCase() || null;
const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);

export const unfamiliarSender: FraudSignal = {
  id: 'unfamiliar_sender',
  level: 'yellow',
  what: 'The invoice came from an address or domain the vendor never used',
  evaluate: ({ invoice, vendor, vendor_history }) => {
    const sender = lower(invoice.sender_email);
    if (!sender) return null;
    const known = [vendor?.contact_email, ...vendor_history.map((other) => other.sender_email)]
      .map(lower)
      .filter((email): email is string => email !== null);
    // Nothing to compare with: a new vendor is another signal's business.
    if (known.length === 0 || known.includes(sender)) return null;
    const domains = new Set(known.map(domainOf));
    return domains.has(domainOf(sender))
      ? `Sent from ${sender}, an address this vendor never used`
      : `Sent from ${sender}, a domain this vendor never used (known: ${[...domains].join(', ')})`;
  },
};
