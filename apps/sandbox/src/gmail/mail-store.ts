import { randomBytes } from 'node:crypto';
import { type AddressObject, simpleParser } from 'mailparser';
import type { JsonStore } from '../store/json-store';
import {
  type GmailState,
  type Mailbox,
  type StoredMessage,
  SYSTEM_LABELS,
  type UserLabel,
} from './model';
import {
  authenticationResultsHeader,
  type SenderVerdicts,
  verdictsFor,
} from './sender-authentication';

const gmailId = () => randomBytes(8).toString('hex');

/**
 * A message's header block and the blank line that ends it: what filing needs (From, Message-ID,
 * In-Reply-To, References), parsed without decoding the attachments.
 */
const headerBlock = (source: Buffer): Buffer => {
  const ends = ['\r\n\r\n', '\n\n']
    .map((blank) => ({ at: source.indexOf(blank), length: blank.length }))
    .filter((end) => end.at >= 0);
  const first = ends.sort((a, b) => a.at - b.at)[0];
  return first ? source.subarray(0, first.at + first.length) : source;
};

const addresses = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.flatMap((entry) => (entry.address ? [entry.address.toLowerCase()] : [])),
  );

/** Mailboxes with Gmail's ids, labels, threads and history ids. */
export class MailStore {
  private readonly deliveryListeners: ((mailbox: Mailbox, message: StoredMessage) => void)[] = [];

  constructor(private readonly store: JsonStore<GmailState>) {}

  /** Called after each message is filed (the push notifier listens). */
  onDelivered(listener: (mailbox: Mailbox, message: StoredMessage) => void): void {
    this.deliveryListeners.push(listener);
  }

  setWatch(mailbox: Mailbox, watch: Mailbox['watch']): void {
    this.store.update(() => {
      mailbox.watch = watch;
    });
  }

  mailbox(address: string): Mailbox | undefined {
    return this.store.data.mailboxes[address.toLowerCase()];
  }

  mailboxAddresses(): string[] {
    return Object.keys(this.store.data.mailboxes).sort();
  }

  /** Opens (creating if needed) a local mailbox: every address in the sandbox world is deliverable. */
  ensureMailbox(address: string): Mailbox {
    const key = address.toLowerCase();
    const existing = this.store.data.mailboxes[key];
    if (existing) return existing;
    return this.store.update((state) => {
      const created: Mailbox = { address: key, historyId: 1000, messages: [], history: [] };
      state.mailboxes[key] = created;
      return created;
    });
  }

  /** Sets (or, with undefined, removes) the verdicts for mail from a domain (`*`: any domain). */
  setSenderAuthentication(domain: string, verdicts: SenderVerdicts | undefined): void {
    this.store.update((state) => {
      const table = { ...state.senderAuthentication };
      if (verdicts) table[domain.toLowerCase()] = verdicts;
      else delete table[domain.toLowerCase()];
      state.senderAuthentication = table;
    });
  }

  senderAuthentication(): Record<string, SenderVerdicts> {
    return { ...this.store.data.senderAuthentication };
  }

  /**
   * Files one RFC 822 message into a mailbox, threading it by In-Reply-To / References. Mail
   * arriving in an inbox gets Gmail's Authentication-Results header when verdicts are set for
   * its From domain; `envelopeFrom` is the SMTP MAIL FROM (SPF's smtp.mailfrom).
   */
  async deliver(
    address: string,
    received: Buffer,
    labelIds: string[],
    envelopeFrom?: string,
  ): Promise<StoredMessage> {
    const parsed = await simpleParser(headerBlock(received), {
      skipHtmlToText: true,
      skipTextToHtml: true,
    });
    const source = labelIds.includes('INBOX')
      ? this.authenticated(received, parsed.from?.value[0]?.address, envelopeFrom)
      : received;
    const mailbox = this.ensureMailbox(address);
    const related = [
      parsed.inReplyTo,
      ...(Array.isArray(parsed.references) ? parsed.references : [parsed.references]),
    ];
    const parent = mailbox.messages.find(
      (m) => m.messageIdHeader && related.includes(m.messageIdHeader),
    );
    const id = gmailId();
    const filed = this.store.update(() => {
      mailbox.historyId += 1;
      const message: StoredMessage = {
        id,
        threadId: parent?.threadId ?? id,
        labelIds,
        raw: source.toString('base64url'),
        internalDate: String(Date.now()),
        historyId: String(mailbox.historyId),
        ...(parsed.messageId ? { messageIdHeader: parsed.messageId } : {}),
      };
      mailbox.messages.push(message);
      const ref = { id, threadId: message.threadId };
      mailbox.history.push({
        id: message.historyId,
        messages: [ref],
        messagesAdded: [{ message: { ...ref, labelIds } }],
      });
      return message;
    });
    for (const listener of this.deliveryListeners) listener(mailbox, filed);
    return filed;
  }

  private authenticated(source: Buffer, from: string | undefined, envelopeFrom?: string): Buffer {
    const domain = from?.slice(from.lastIndexOf('@') + 1).toLowerCase();
    const verdicts = domain && verdictsFor(this.store.data.senderAuthentication, domain);
    if (!from || !domain || !verdicts) return source;
    const header = authenticationResultsHeader(verdicts, domain, envelopeFrom || from);
    return Buffer.concat([Buffer.from(header), source]);
  }

  /** Recipients of a message (To, Cc, Bcc), for sending through the API. */
  async recipients(source: Buffer): Promise<string[]> {
    const parsed = await simpleParser(source, { skipHtmlToText: true, skipTextToHtml: true });
    return [
      ...new Set([...addresses(parsed.to), ...addresses(parsed.cc), ...addresses(parsed.bcc)]),
    ];
  }

  createLabel(mailbox: Mailbox, name: string): UserLabel | undefined {
    const labels = mailbox.userLabels ?? [];
    if (
      labels.some((label) => label.name.toLowerCase() === name.toLowerCase()) ||
      SYSTEM_LABELS.includes(name.toUpperCase())
    )
      return undefined;
    return this.store.update(() => {
      const label = { id: `Label_${labels.length + 1}`, name };
      mailbox.userLabels = [...labels, label];
      return label;
    });
  }

  knowsLabel(mailbox: Mailbox, id: string): boolean {
    return (
      SYSTEM_LABELS.includes(id) || (mailbox.userLabels ?? []).some((label) => label.id === id)
    );
  }

  modifyLabels(
    mailbox: Mailbox,
    message: StoredMessage,
    add: string[],
    remove: string[],
  ): StoredMessage {
    return this.store.update(() => {
      const added = add.filter((label) => !message.labelIds.includes(label));
      const removed = remove.filter((label) => message.labelIds.includes(label));
      message.labelIds = [
        ...message.labelIds.filter((label) => !removed.includes(label)),
        ...added,
      ];
      if (added.length === 0 && removed.length === 0) return message;
      mailbox.historyId += 1;
      message.historyId = String(mailbox.historyId);
      const ref = { id: message.id, threadId: message.threadId, labelIds: message.labelIds };
      mailbox.history.push({
        id: message.historyId,
        messages: [{ id: message.id, threadId: message.threadId }],
        ...(added.length ? { labelsAdded: [{ message: ref, labelIds: added }] } : {}),
        ...(removed.length ? { labelsRemoved: [{ message: ref, labelIds: removed }] } : {}),
      });
      return message;
    });
  }
}
