import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type EmailExtractionResult, extractFromEmail } from '@ap/extraction';
import { Piscina } from 'piscina';
import type { ExtractionOptions, ExtractionTask } from './extraction-thread';

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

let pool: Piscina<ExtractionTask, EmailExtractionResult> | undefined;

/**
 * Reads an e-mail (`extractFromEmail`) in a worker thread, so the PDF parsing of one message
 * does not hold up the database and Gmail work of the others on the event loop. With 0
 * threads it runs in the event loop.
 */
export const extractInThread = (
  threads: number,
  raw: Uint8Array,
  options: ExtractionOptions,
): Promise<EmailExtractionResult> => {
  // Callbacks (the learned-rules lookup) cannot cross into a thread: those read here.
  const callbacks = Object.values(options).some((value) => typeof value === 'function');
  if (threads <= 0 || callbacks) return extractFromEmail(raw, options);
  pool ??= new Piscina({ filename: threadFile(), minThreads: 1, maxThreads: threads });
  return pool.run({ raw, options });
};

/** A message with nothing to read: the thread's first task, which loads its module. */
const WARM_UP = new TextEncoder().encode(
  'From: start@localhost\r\nTo: start@localhost\r\nSubject: start\r\n\r\nstart\r\n',
);

/**
 * Starts the threads and loads the extraction (about 0.7 s of CPU each) before a worker
 * takes jobs: else the first e-mails after a start wait on it, several workers' loads at once.
 */
export const startExtractionThreads = async (threads: number): Promise<void> => {
  if (threads > 0) await extractInThread(threads, WARM_UP, {});
};

/** Ends the threads (a worker's shutdown). */
export const closeExtractionThreads = async (): Promise<void> => {
  await pool?.destroy();
  pool = undefined;
};
