import { sha256Hex } from '../document/sha256';
import { readEmail } from '../email/read-email';
import { readW9Form, type W9Form } from './read-w9-form';

/** A W-9 attached to an e-mail: the file as it arrived and what it says. */
export type W9Attachment = {
  filename: string;
  contentType: string;
  sha256: string;
  bytes: Uint8Array;
  form: W9Form;
};

const isPdf = (contentType: string | undefined, filename: string | undefined) =>
  contentType === 'application/pdf' || /\.pdf$/i.test(filename ?? '');

/** Every PDF attachment of a raw e-mail that reads as a Form W-9 (unreadable files are left out). */
export async function readW9Attachments(raw: Uint8Array): Promise<W9Attachment[]> {
  const email = await readEmail(raw);
  const found: W9Attachment[] = [];
  for (const part of email.parts) {
    if (part.role !== 'attachment' || !isPdf(part.contentType, part.filename)) continue;
    const form = await readW9Form(part.bytes).catch(() => undefined);
    if (!form) continue;
    found.push({
      filename: part.filename ?? 'W-9.pdf',
      contentType: 'application/pdf',
      sha256: sha256Hex(part.bytes),
      bytes: part.bytes,
      form,
    });
  }
  return found;
}
