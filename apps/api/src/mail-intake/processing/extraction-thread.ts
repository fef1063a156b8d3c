import { MessageChannel, type MessagePort } from 'node:worker_threads';
import type { ExtractedInvoice } from '@ap/domain/contract';
import {
  type AppliedHint,
  type EmailExtractionResult,
  type ExtractOptions,
  extractFromEmail,
  keepOcrResident,
  type ReadingHints,
} from '@ap/extraction';
import { WARM_UP_MESSAGE } from './warm-up-message';

/** What extractFromEmail takes besides the bytes and the callbacks (plain data, cloned). */
export type ExtractionOptions = Omit<ExtractOptions, 'readingHints' | 'onHintsApplied'>;
export type ExtractionTask = {
  raw: Uint8Array;
  options: ExtractionOptions;
  /** Where the thread asks the event loop for a vendor's learned rules (a database lookup). */
  hints?: MessagePort;
};
/** A question on `hints`: the first reading, and the port its answer comes back on. */
export type HintsQuestion = { firstPass: ExtractedInvoice; reply: MessagePort };
export type HintsAnswer = { hints?: ReadingHints | undefined; error?: string };
export type ExtractionAnswer = {
  read: EmailExtractionResult;
  /** onHintsApplied's calls, made again on the event loop once the reading is back. */
  applied: { invoice: ExtractedInvoice; applied: AppliedHint[] }[];
};

/** readingHints for extractFromEmail: each call asks over a channel of its own. */
const askHints =
  (port: MessagePort) =>
  (firstPass: ExtractedInvoice): Promise<ReadingHints | undefined> =>
    new Promise((resolve, reject) => {
      const { port1, port2 } = new MessageChannel();
      port1.once('message', (answer: HintsAnswer) => {
        port1.close();
        if (answer.error === undefined) resolve(answer.hints);
        else reject(new Error(answer.error));
      });
      const question: HintsQuestion = { firstPass, reply: port2 };
      port.postMessage(question, [port2]);
    });

// Before the thread takes its first e-mail: the e-mail, PDF and field readers load on first use
// (about a second of CPU), which the first real e-mail would otherwise wait for.
await extractFromEmail(WARM_UP_MESSAGE, {});
// The OCR engine for small sheets (a PDF's amounts in a font without a character map) loads
// with the first such sheet, not here: most processes never read one, and each would pay a
// second of CPU at its start.
void keepOcrResident();

/** Runs in a worker thread (extraction-pool.ts): one e-mail read, its result cloned back. */
export default async ({ raw, options, hints }: ExtractionTask): Promise<ExtractionAnswer> => {
  const applied: ExtractionAnswer['applied'] = [];
  const read = await extractFromEmail(
    raw,
    hints
      ? {
          ...options,
          readingHints: askHints(hints),
          // The invoice itself, not a copy: cloned back with the result, it stays the same
          // object as its entry in `read.invoices`, as it is without a thread.
          onHintsApplied: (invoice, names) => applied.push({ invoice, applied: names }),
        }
      : options,
  );
  return { read, applied };
};
