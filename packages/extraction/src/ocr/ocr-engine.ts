import { availableParallelism } from 'node:os';
import { nativeOrientation, nativeRecognize, nativeTesseractAvailable } from './native-tesseract';
import { cachedOcr } from './ocr-cache';
import type { OcrModel } from './ocr-data';
import type { OcrWord, Orientation } from './ocr-types';
import { parsePgm, pgmOf } from './pgm';

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
let stayResident = false;
const wasm = async () => {
  wasmLoaded = true;
  const engine = await import('./wasm-tesseract');
  if (stayResident) engine.keepResident();
  return engine;
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
  console.error(`ocr ${what}: ${Math.round(performance.now() - started)} ms`);
  return result;
}

// A native read is a process of its own, which spends about 190 ms starting and loading its
// model before it reads (measured on a blank page). A small sheet of crops (a PDF's unreadable
// amounts, a learned place's strips) reads in 15-100 ms in tesseract.js, whose model stays
// loaded between reads. Pages, and a page's scout copy, stay native: tesseract.js reads a large
// page about twice as slowly, one at a time. The resident engine keeps English only: another
// model set would reload its models (about a second) at each switch.
const RESIDENT_MAX_PIXELS = 400_000;
const RESIDENT_MODELS = 'eng';
// Sheets the resident engine has been given and not finished: it reads one at a time.
let residentBusy = 0;

/**
 * The engine that reads this image: a small English sheet of crops goes to the resident one when
 * it is free. Sheets asked for together (a learned place's rounds of close reads) would queue on it
 * while native reads two side by side, so the next one goes native.
 */
function engineFor(image: Uint8Array, models: OcrModel[], crops: boolean): OcrEngineName {
  const engine = ocrEngineName();
  if (engine === 'wasm' || process.env.OCR_ENGINE === 'native') return engine;
  if (!crops || models.join('+') !== RESIDENT_MODELS || residentBusy > 0) return 'native';
  const size = parsePgm(image);
  return size && size.width * size.height <= RESIDENT_MAX_PIXELS ? 'wasm' : 'native';
}

/**
 * Recognises the words of one page image (PGM, PNG, JPEG, ...) with the given models, e.g.
 * ['por', 'eng']; `psm` another page layout mode than the default (OCR_PSM, else 4); `crops`
 * when the image is a sheet of crops cut from a page (read-region.ts), not a page.
 */
export async function recognizeWords(
  image: Uint8Array,
  models: OcrModel[],
  psm?: string,
  crops = false,
): Promise<OcrWord[]> {
  const engine = engineFor(image, models, crops);
  const resident = engine === 'wasm' && ocrEngineName() === 'native';
  if (resident) residentBusy += 1;
  try {
    return await timed(
      `read ${engine} ${models.join('+')}${psm ? ` psm ${psm}` : ''} ${image.length} B`,
      () =>
        cachedOcr(
          image,
          `read ${engine} ${models.join('+')} ${psm ?? process.env.OCR_PSM ?? ''}`,
          async () => {
            if (engine === 'native') return nativeSlot(() => nativeRecognize(image, models, psm));
            return (await wasm()).wasmRecognize(image, models, psm);
          },
        ),
    );
  } finally {
    if (resident) residentBusy -= 1;
  }
}

/**
 * Keeps the resident engine loaded, once a sheet has loaded it (about a second of CPU), while
 * the process lives: for a server, whose next sheet would otherwise load it again. A command
 * line leaves it out, and the engine ends when idle so the process can exit. `loadNow` loads it
 * at once (a measurement of a server that has read such sheets before).
 */
export async function keepOcrResident(options: { loadNow?: boolean } = {}): Promise<void> {
  stayResident = true;
  if (!options.loadNow) return;
  // A failure to load is not the caller's: the next sheet loads it again, and reports it.
  await (await wasm())
    .wasmRecognize(pgmOf(32, new Uint8Array(32 * 32).fill(255)), ['eng'], '6')
    .catch(() => undefined);
}

/** The page's orientation and script (Tesseract OSD), or null when it cannot tell. */
export function detectOrientation(image: Uint8Array): Promise<Orientation | null> {
  return timed(`${ocrEngineName()} orientation`, () =>
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
