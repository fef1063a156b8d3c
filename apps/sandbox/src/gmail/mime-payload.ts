import type { ParsedMail } from 'mailparser';
import type { StoredMessage } from './model';

type Header = { name: string; value: string };
type Part = {
  partId: string;
  mimeType: string;
  filename: string;
  headers: Header[];
  body: { size: number; data?: string; attachmentId?: string };
  parts?: Part[];
};

export const headersOf = (parsed: ParsedMail): Header[] =>
  parsed.headerLines.map(({ line }) => {
    const colon = line.indexOf(':');
    return {
      name: line.slice(0, colon),
      value: line
        .slice(colon + 1)
        .replace(/\r?\n\s+/g, ' ')
        .trim(),
    };
  });

export const attachmentId = (messageId: string, index: number) => `ANGjdJ_${messageId}_${index}`;

const textPart = (partId: string, mimeType: string, text: string): Part => {
  const data = Buffer.from(text, 'utf8');
  return {
    partId,
    mimeType,
    filename: '',
    headers: [{ name: 'Content-Type', value: `${mimeType}; charset="UTF-8"` }],
    body: { size: data.length, data: data.toString('base64url') },
  };
};

/** Gmail's `payload`: the message's bodies and attachments as a MIME part tree. */
export const payloadOf = (message: StoredMessage, parsed: ParsedMail): Part => {
  const headers = headersOf(parsed);
  const bodies = [
    ...(parsed.text !== undefined ? [['text/plain', parsed.text] as const] : []),
    ...(typeof parsed.html === 'string' ? [['text/html', parsed.html] as const] : []),
  ];
  if (parsed.attachments.length === 0 && bodies.length <= 1) {
    const [mimeType, text] = bodies[0] ?? ['text/plain', ''];
    return { ...textPart('', mimeType, text), headers };
  }
  const alternative: Part =
    bodies.length === 1 && bodies[0]
      ? textPart('0', bodies[0][0], bodies[0][1])
      : {
          partId: '0',
          mimeType: 'multipart/alternative',
          filename: '',
          headers: [],
          body: { size: 0 },
          parts: bodies.map(([type, text], i) => textPart(`0.${i}`, type, text)),
        };
  const attachments: Part[] = parsed.attachments.map((file, i) => ({
    partId: String(i + 1),
    mimeType: file.contentType,
    filename: file.filename ?? '',
    headers: [
      { name: 'Content-Type', value: `${file.contentType}; name="${file.filename ?? ''}"` },
      {
        name: 'Content-Disposition',
        value: `${file.contentDisposition}; filename="${file.filename ?? ''}"`,
      },
    ],
    body: { size: file.size, attachmentId: attachmentId(message.id, i) },
  }));
  return {
    partId: '',
    mimeType: 'multipart/mixed',
    filename: '',
    headers,
    body: { size: 0 },
    parts: [alternative, ...attachments],
  };
};
