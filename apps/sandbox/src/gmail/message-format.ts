import { simpleParser } from 'mailparser';
import { headersOf, payloadOf } from './mime-payload';
import type { StoredMessage } from './model';

export type MessageFormat = 'minimal' | 'metadata' | 'full' | 'raw';

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
        mimeType:
          (parsed.headers.get('content-type') as { value?: string } | undefined)?.value ??
          'text/plain',
        filename: '',
        headers,
        body: { size: 0 },
      },
    };
  }
  return { ...base, snippet, payload: payloadOf(message, parsed) };
};
