import { createWorker, OEM, type PSM, type Worker } from 'tesseract.js';
import { OCR_MODELS, type OcrModel, ocrDataDir } from './ocr-data';
import type { OcrWord, Orientation } from './ocr-types';

// An idle worker is ended so a command line or a test exits on its own (unless kept resident).
const IDLE_MS = 4_000;
let resident = false;

type Slot = { worker: Promise<Worker>; models: string };
let reader: Slot | undefined;
let detector: Promise<Worker> | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let busy = 0;
// Jobs run one at a time on the one worker (a model switch must not cut into a running page).
let queue: Promise<unknown> = Promise.resolve();

const options = () => ({
  // The unpacked models (ocr-data.ts): tesseract.js never reaches for its CDN.
  langPath: ocrDataDir(OCR_MODELS.filter((model) => model !== 'osd')),
  gzip: false,
  cacheMethod: 'none',
  // Without a handler a failing job kills the process from inside the worker.
  errorHandler: () => {},
});

// The page layout the native engine uses too (native-tesseract.ts).
const DEFAULT_PSM = process.env.OCR_PSM ?? '4';
// Pages are scaled so their print is the size of 10 pt at 300 dpi (prepare-image.ts); a PGM
// carries no resolution, and each (re)initialisation forgets parameters.
const withDpi = async (worker: Worker) => {
  await worker.setParameters({
    user_defined_dpi: '300',
    tessedit_pageseg_mode: DEFAULT_PSM as PSM,
    // The engine's notes on a crop too small to read ("Image too small to scale!!") went to the
    // process's output; the native engine's go to its own stderr, which is dropped.
    debug_file: '/dev/null',
  });
  return worker;
};

async function readerFor(models: OcrModel[]): Promise<Worker> {
  const wanted = models.join('+');
  if (reader?.models === wanted) return reader.worker;
  if (reader) {
    const worker = await reader.worker;
    reader = { worker: worker.reinitialize(wanted).then(() => withDpi(worker)), models: wanted };
  } else {
    reader = {
      worker: createWorker(wanted, OEM.LSTM_ONLY, options()).then(withDpi),
      models: wanted,
    };
  }
  return reader.worker;
}

function enqueue<T>(job: () => Promise<T>): Promise<T> {
  if (idleTimer) clearTimeout(idleTimer);
  busy += 1;
  const result = queue.then(job, job);
  queue = result.catch(() => {});
  return result.finally(() => {
    busy -= 1;
    if (busy === 0 && !resident) {
      idleTimer = setTimeout(() => void shutdownWasmOcr(), IDLE_MS);
      idleTimer.unref();
    }
  });
}

type Block = {
  paragraphs: {
    lines: {
      words: {
        text: string;
        confidence: number;
        bbox: { x0: number; y0: number; x1: number; y1: number };
      }[];
    }[];
  }[];
};

/** Keeps the workers loaded while the process lives (a server; see ocr-engine.ts). */
export function keepResident(): void {
  resident = true;
  if (idleTimer) clearTimeout(idleTimer);
}

/**
 * Words with boxes from tesseract.js (the WebAssembly build): small sheets, and every page
 * without Debian's binary.
 */
export function wasmRecognize(
  image: Uint8Array,
  models: OcrModel[],
  psm: string = DEFAULT_PSM,
): Promise<OcrWord[]> {
  return enqueue(async () => {
    const worker = await readerFor(models);
    // Another layout for this page only; the next job finds the default again.
    if (psm !== DEFAULT_PSM) await worker.setParameters({ tessedit_pageseg_mode: psm as PSM });
    const result = await worker
      .recognize(Buffer.from(image), {}, { blocks: true, text: false })
      .finally(() =>
        psm !== DEFAULT_PSM
          ? worker.setParameters({ tessedit_pageseg_mode: DEFAULT_PSM as PSM })
          : undefined,
      );
    const blocks = (result.data.blocks ?? []) as unknown as Block[];
    return blocks.flatMap((block, b) =>
      block.paragraphs.flatMap((paragraph, p) =>
        paragraph.lines.flatMap((line, l) =>
          line.words.map((word) => ({
            text: word.text,
            confidence: word.confidence / 100,
            ...word.bbox,
            line: `${b}.${p}.${l}`,
          })),
        ),
      ),
    );
  });
}

/** Orientation and script by the legacy engine's OSD (tesseract.js `detect`). */
export function wasmOrientation(image: Uint8Array): Promise<Orientation | null> {
  return enqueue(async () => {
    detector ??= createWorker('osd', OEM.TESSERACT_ONLY, {
      ...options(),
      langPath: ocrDataDir(['osd']),
      legacyCore: true,
      legacyLang: true,
    }).then(withDpi);
    try {
      const { data } = await (await detector).detect(Buffer.from(image));
      if (data.orientation_degrees === null) return null;
      return {
        degrees: data.orientation_degrees,
        confidence: data.orientation_confidence ?? 0,
        script: data.script ?? '',
        scriptConfidence: data.script_confidence ?? 0,
      };
    } catch {
      return null;
    }
  });
}

/** Ends the workers (they restart on the next job). */
export async function shutdownWasmOcr(): Promise<void> {
  if (idleTimer) clearTimeout(idleTimer);
  const current = [reader?.worker, detector];
  reader = undefined;
  detector = undefined;
  for (const worker of current)
    if (worker) await (await worker.catch(() => undefined))?.terminate();
}
