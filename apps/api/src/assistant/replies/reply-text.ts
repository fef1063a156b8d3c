import { readEmail } from '@ap/extraction';

/** The plain text of an e-mail's body (its HTML stripped when it has no plain text). */
export const replyText = async (raw: Uint8Array): Promise<string> => {
  const email = await readEmail(raw);
  const bodies = email.parts.filter((part) => part.role === 'body');
  const plain = bodies.find((part) => part.contentType !== 'text/html') ?? bodies[0];
  if (!plain) return '';
  const text = new TextDecoder().decode(plain.bytes);
  return plain.contentType === 'text/html'
    ? text.replace(/<br\s*\/?>|<\/p>/gi, '\n').replace(/<[^>]+>/g, ' ')
    : text;
};
