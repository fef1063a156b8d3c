import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { type EmailExtractionResult, type ExtractOptions, extractFromEmail } from '@ap/extraction';
import { Piscina } from 'piscina';
import type {
  ExtractionAnswer,
  ExtractionTask,
  HintsAnswer,
  HintsQuestion,
} from './extraction-thread';
import { WARM_UP_MESSAGE } from './warm-up-message';

/**
 * The thread's module: beside the running bundle (dist/extraction-thread.js, see
 * scripts/build.mjs), else the TypeScript source (tsx, which the thread inherits).
 */
const threadFile = () => {
  const entry = process.argv[1] ?? '';
  return entry.endsWith('.js')
    ? join(dirname(entry), 'extraction-thread.js')
    : join(dirname(fileURLToPath(import.meta.url)), 'extraction-thread.ts');
};

let pool: Piscina<ExtractionTask, ExtractionAnswer> | undefined;
let warming: Promise<void> | undefined;

const poolOf = (threads: number) =>
  (pool ??= new Piscina({
    filename: threadFile(),
    // Every thread kept: one started on demand loads the extraction again (about a second of CPU).
    minThreads: threads,
    maxThreads: threads,
    // A reading that waits (learned rules from the database, a scan's OCR in child processes)
    // leaves its thread to the next e-mail meanwhile.
    concurrentTasksPerWorker: 4,
  }));

/**
 * Reads an e-mail (`extractFromEmail`) in a worker thread, so the PDF parsing of one message
 * does not hold up the database and Gmail work of the others on the event loop. The learned
 * rules lookup stays here (it reads the database): the thread asks for them over a channel.
 * With 0 threads it runs in the event loop.
 */
export const extractInThread = async (
  threads: number,
  raw: Uint8Array,
  options: ExtractOptions,
): Promise<EmailExtractionResult> => {
  if (threads <= 0) return extractFromEmail(raw, options);
  const { readingHints, onHintsApplied, ...data } = options;
  const channel = readingHints ? new MessageChannel() : undefined;
  channel?.port1.on('message', ({ firstPass, reply }: HintsQuestion) => {
    const asked = async () =>
      typeof readingHints === 'function' ? readingHints(firstPass) : readingHints;
    asked().then(
      (hints) => reply.postMessage({ hints } satisfies HintsAnswer),
      (error: unknown) =>
        reply.postMessage({
          error: String((error as Error)?.message ?? error),
        } satisfies HintsAnswer),
    );
  });
  try {
    const { read, applied } = await poolOf(threads).run(
      channel ? { raw, options: data, hints: channel.port2 } : { raw, options: data },
      channel ? { transferList: [channel.port2] } : {},
    );
    for (const call of applied) onHintsApplied?.(call.invoice, call.applied);
    return read;
  } finally {
    channel?.port1.close();
  }
};

/**
 * Starts every thread, each reading a small PDF e-mail as it loads (extraction-thread.ts), and
 * resolves once they answer: a worker takes jobs only then, else the first e-mails after a
 * start wait on the loading. Safe to call again.
 */
export const startExtractionThreads = (threads: number): Promise<void> => {
  if (threads <= 0) return Promise.resolve();
  warming ??= Promise.all(
    Array.from({ length: threads }, () => extractInThread(threads, WARM_UP_MESSAGE, {})),
  ).then(() => undefined);
  return warming;
};

/** Ends the threads (a worker's shutdown). */
export const closeExtractionThreads = async (): Promise<void> => {
  await pool?.destroy();
  pool = undefined;
  warming = undefined;
};
