import { type ParsedMail, simpleParser } from 'mailparser';
import type { StoredMessage } from './model';

export type MessageFormat = 'minimal' | 'metadata' | 'full' | 'raw';

type Header = { name: string; value: string };
type Part = {
  partId: string;
  mimeType: string;
  filename: string;
  headers: Header[];
  body: { size: number; data?: string; attachmentId?: string };
  parts?: Part[];
};

const headersOf = (parsed: ParsedMail): Header[] =>
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
const payloadOf = (message: StoredMessage, parsed: ParsedMail): Part => {
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

export const parseStored = (message: StoredMessage) =>
  simpleParser(Buffer.from(message.raw, 'base64url'), {
    skipHtmlToText: true,
    skipTextToHtml: true,
  });

/** The Gmail API's Message resource in the requested format. */
export const messageResource = async (
  message: StoredMessage,
  format: MessageFormat,
  metadataHeaders: string[] = [],
) => {
  const source = Buffer.from(message.raw, 'base64url');
  const base = {
    id: message.id,
    threadId: message.threadId,
    labelIds: message.labelIds,
    historyId: message.historyId,
    internalDate: message.internalDate,
    sizeEstimate: source.length,
  };
  if (format === 'minimal') return base;
  const parsed = await parseStored(message);
  const snippet = (parsed.text ?? '').replace(/\s+/g, ' ').trim().slice(0, 200);
  if (format === 'raw') return { ...base, snippet, raw: message.raw };
  if (format === 'metadata') {
    const wanted = metadataHeaders.map((h) => h.toLowerCase());
    const headers = headersOf(parsed).filter(
      (h) => wanted.length === 0 || wanted.includes(h.name.toLowerCase()),
    );
    return {
      ...base,
      snippet,
      payload: {
        partId: '',
        mimeType: parsed.headers.get('content-type')
          ? String((parsed.headers.get('content-type') as { value?: string }).value ?? 'text/plain')
          : 'text/plain',
        filename: '',
        headers,
        body: { size: 0 },
      },
    };
  }
  return { ...base, snippet, payload: payloadOf(message, parsed) };
};
