import PostalMime, { type Address, type Email } from 'postal-mime';
import type { EmailHeaders, InputDocument } from '../types';

/** A part of an e-mail worth reading: an attachment, or a body (the invoice may be the body). */
export type EmailPart = InputDocument & { role: 'attachment' | 'body'; inline: boolean };

export type ReadEmail = EmailHeaders & { parts: EmailPart[] };

// A forward of a forward of ... is rare past three levels; deeper ones are kept as files only.
const MAX_NESTED_MESSAGES = 4;

function mailboxes(
  addresses: Address[] | Address | undefined,
): { name: string; address: string }[] {
  const list = addresses === undefined ? [] : Array.isArray(addresses) ? addresses : [addresses];
  return list.flatMap((entry) =>
    entry.group ? entry.group : entry.address ? [{ name: entry.name, address: entry.address }] : [],
  );
}

function toBytes(content: ArrayBuffer | Uint8Array | string): Uint8Array {
  if (typeof content === 'string') return new TextEncoder().encode(content);
  return content instanceof Uint8Array ? content : new Uint8Array(content);
}

function isoDate(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed.toISOString();
}

function headerList(value: string | undefined): string[] | undefined {
  const ids = value?.match(/<[^>]+>/g);
  return ids && ids.length > 0 ? ids : undefined;
}

async function collectParts(email: Email, depth: number, parts: EmailPart[]): Promise<void> {
  if (email.html) {
    parts.push({
      role: 'body',
      inline: true,
      bytes: toBytes(email.html),
      contentType: 'text/html',
      filename: 'body.html',
    });
  } else if (email.text) {
    parts.push({
      role: 'body',
      inline: true,
      bytes: toBytes(email.text),
      contentType: 'text/plain',
      filename: 'body.txt',
    });
  }
  for (const attachment of email.attachments) {
    const bytes = toBytes(attachment.content);
    const isMessage =
      attachment.mimeType === 'message/rfc822' || /\.eml$/i.test(attachment.filename ?? '');
    if (isMessage && depth < MAX_NESTED_MESSAGES) {
      const nested = await PostalMime.parse(bytes, {
        attachmentEncoding: 'arraybuffer',
        forceRfc822Attachments: true,
      });
      await collectParts(nested, depth + 1, parts);
      continue;
    }
    parts.push({
      role: 'attachment',
      inline:
        attachment.disposition === 'inline' || Boolean(attachment.contentId && attachment.related),
      bytes,
      contentType: attachment.mimeType,
      ...(attachment.filename ? { filename: attachment.filename } : {}),
    });
  }
}

/** Parses a raw RFC 5322 message: headers, bodies and every attachment, forwarded ones included. */
export async function readEmail(raw: Uint8Array): Promise<ReadEmail> {
  const email = await PostalMime.parse(raw, {
    attachmentEncoding: 'arraybuffer',
    forceRfc822Attachments: true,
  });
  const parts: EmailPart[] = [];
  await collectParts(email, 0, parts);
  const from = mailboxes(email.from)[0];
  const to = mailboxes(email.to).map((box) => box.address.toLowerCase());
  const cc = mailboxes(email.cc).map((box) => box.address.toLowerCase());
  return {
    parts,
    ...(email.messageId ? { messageId: email.messageId } : {}),
    ...(from
      ? { from: from.address.toLowerCase(), ...(from.name ? { fromName: from.name } : {}) }
      : {}),
    ...(to.length ? { to } : {}),
    ...(cc.length ? { cc } : {}),
    ...(email.subject ? { subject: email.subject } : {}),
    ...(isoDate(email.date) ? { date: isoDate(email.date) } : {}),
    ...(email.inReplyTo ? { inReplyTo: email.inReplyTo } : {}),
    ...(headerList(email.references) ? { references: headerList(email.references) } : {}),
  };
}
