import { createRequire } from 'node:module';
import { createWorker, type Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);
// The English model ships inside this registry package: nothing is downloaded at run time.
const { langPath } = require('@tesseract.js-data/eng') as { langPath: string };

// An idle worker is ended so a command line or a test exits on its own.
const IDLE_MS = 4_000;

let worker: Promise<Worker> | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let busy = 0;

async function startWorker(): Promise<Worker> {
  const started = await createWorker('eng', 1, {
    langPath,
    gzip: true,
    cacheMethod: 'none',
    // Without a handler a failing job kills the process from inside the worker.
    errorHandler: () => {},
  });
  // Pages are rendered at 200 dpi; saying so also keeps Tesseract from guessing aloud.
  await started.setParameters({ user_defined_dpi: '200' });
  return started;
}

/** Runs one OCR job on the shared worker (jobs queue on it; one page at a time). */
export async function withOcrWorker<T>(job: (worker: Worker) => Promise<T>): Promise<T> {
  if (idleTimer) clearTimeout(idleTimer);
  worker ??= startWorker();
  busy += 1;
  try {
    return await job(await worker);
  } finally {
    busy -= 1;
    if (busy === 0) {
      idleTimer = setTimeout(() => void shutdownOcr(), IDLE_MS);
      idleTimer.unref();
    }
  }
}

/** Ends the OCR worker (it restarts on the next job). */
export async function shutdownOcr(): Promise<void> {
  if (idleTimer) clearTimeout(idleTimer);
  const current = worker;
  worker = undefined;
  if (current) await (await current).terminate();
}
