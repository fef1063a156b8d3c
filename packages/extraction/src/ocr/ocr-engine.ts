import { availableParallelism } from 'node:os';
import { nativeOrientation, nativeRecognize, nativeTesseractAvailable } from './native-tesseract';
import { cachedOcr } from './ocr-cache';
import type { OcrModel } from './ocr-data';
import type { OcrWord, Orientation } from './ocr-types';

export type OcrEngineName = 'native' | 'wasm';

/**
 * Debian's `tesseract` binary when it is installed (about twice as fast and a third of the
 * memory, see the README), else tesseract.js. `OCR_ENGINE=wasm` or `native` forces one.
 */
export function ocrEngineName(): OcrEngineName {
  const forced = process.env.OCR_ENGINE;
  if (forced === 'wasm' || forced === 'native') return forced;
  return nativeTesseractAvailable() ? 'native' : 'wasm';
}

let wasmLoaded = false;
const wasm = () => {
  wasmLoaded = true;
  return import('./wasm-tesseract');
};

// Native pages run as child processes: at most one a core, so a burst of scans queues.
const MAX_NATIVE = Math.max(
  1,
  Number(process.env.OCR_CONCURRENCY) || Math.min(2, availableParallelism()),
);
let running = 0;

/** How many OCR jobs run at once (pages, or halves of one page). */
export function ocrParallelism(): number {
  return ocrEngineName() === 'native' ? MAX_NATIVE : 1;
}
const waiting: (() => void)[] = [];
async function nativeSlot<T>(job: () => Promise<T>): Promise<T> {
  if (running >= MAX_NATIVE) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await job();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

// OCR_DEBUG=1 prints each engine call's time on stderr (for measuring, see the README).
async function timed<T>(what: string, job: () => Promise<T>): Promise<T> {
  if (!process.env.OCR_DEBUG) return job();
  const started = performance.now();
  const result = await job();
  console.error(`ocr ${ocrEngineName()} ${what}: ${Math.round(performance.now() - started)} ms`);
  return result;
}

/**
 * Recognises the words of one page image (PGM, PNG, JPEG, ...) with the given models, e.g.
 * ['por', 'eng']; `psm` another page layout mode than the default (OCR_PSM, else 4).
 */
export function recognizeWords(
  image: Uint8Array,
  models: OcrModel[],
  psm?: string,
): Promise<OcrWord[]> {
  return timed(`read ${models.join('+')}${psm ? ` psm ${psm}` : ''} ${image.length} B`, () =>
    cachedOcr(
      image,
      `read ${ocrEngineName()} ${models.join('+')} ${psm ?? process.env.OCR_PSM ?? ''}`,
      async () => {
        if (ocrEngineName() === 'native')
          return nativeSlot(() => nativeRecognize(image, models, psm));
        return (await wasm()).wasmRecognize(image, models, psm);
      },
    ),
  );
}

/** The page's orientation and script (Tesseract OSD), or null when it cannot tell. */
export function detectOrientation(image: Uint8Array): Promise<Orientation | null> {
  return timed('orientation', () =>
    cachedOcr(image, `orientation ${ocrEngineName()}`, async () => {
      if (ocrEngineName() === 'native') return nativeSlot(() => nativeOrientation(image));
      return (await wasm()).wasmOrientation(image);
    }),
  );
}

/** Ends the OCR workers (they restart on the next job; native pages hold none). */
export async function shutdownOcr(): Promise<void> {
  if (wasmLoaded) await (await wasm()).shutdownWasmOcr();
}
