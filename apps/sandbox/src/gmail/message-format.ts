import { type ParsedMail, simpleParser } from 'mailparser';
import { headersOf, payloadOf } from './mime-payload';
import type { StoredMessage } from './model';

export type MessageFormat = 'minimal' | 'metadata' | 'full' | 'raw';

// A parse decodes every attachment, and a client reading new mail asks for each message more
// than once (its headers, its source, its thread): the last few parses are kept, so the
// stand-in does not spend the CPU a client on the same machine is being measured with.
const KEPT_PARSES = 32;
const keptParses = new Map<StoredMessage, Promise<ParsedMail>>();

/** A stored message parsed (read only: the parse may be shared with other requests). */
export const parseStored = (message: StoredMessage): Promise<ParsedMail> => {
  const kept = keptParses.get(message);
  if (kept) return kept;
  const parsing = simpleParser(Buffer.from(message.raw, 'base64url'), {
    skipHtmlToText: true,
    skipTextToHtml: true,
  });
  keptParses.set(message, parsing);
  parsing.catch(() => keptParses.delete(message));
  const oldest = keptParses.keys().next().value;
  if (keptParses.size > KEPT_PARSES && oldest) keptParses.delete(oldest);
  return parsing;
};

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
