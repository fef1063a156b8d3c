import { spawn, spawnSync } from 'node:child_process';
import { type OcrModel, ocrDataDir } from './ocr-data';
import type { OcrWord, Orientation } from './ocr-types';

// One thread a page: pages are read side by side instead, and OpenMP threads fight on a busy box.
const ENV = { ...process.env, OMP_THREAD_LIMIT: '1' };
const TIMEOUT_MS = 120_000;

const binary = () => process.env.TESSERACT_BIN ?? 'tesseract';
const available = new Map<string, boolean>();

/** Whether Debian's `tesseract` (5.x) is there (`TESSERACT_BIN`, else the PATH's); asked once. */
export function nativeTesseractAvailable(): boolean {
  const bin = binary();
  let found = available.get(bin);
  if (found === undefined) {
    const probe = spawnSync(bin, ['--version'], { encoding: 'utf8', timeout: 10_000 });
    found = probe.status === 0 && /tesseract\s+[5-9]\./i.test(`${probe.stdout}${probe.stderr}`);
    available.set(bin, found);
  }
  return found;
}

function run(image: Uint8Array, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary(), ['stdin', 'stdout', ...args], {
      env: ENV,
      stdio: ['pipe', 'pipe', 'pipe'],
      timeout: TIMEOUT_MS,
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else
        reject(
          new Error(
            `tesseract ${signal ?? `exit ${code}`}: ${Buffer.concat(err).toString('utf8').slice(0, 200)}`,
          ),
        );
    });
    // A reader that dies early closes the pipe; its exit status says why.
    child.stdin.on('error', () => {});
    child.stdin.end(Buffer.from(image));
  });
}

/** Words with boxes, confidences and line numbers, from Tesseract's TSV output. */
export async function nativeRecognize(
  image: Uint8Array,
  models: OcrModel[],
  psm: string = process.env.OCR_PSM ?? '4',
): Promise<OcrWord[]> {
  const tsv = await run(image, [
    '--tessdata-dir',
    ocrDataDir(models),
    '-l',
    models.join('+'),
    // One column of text of varying sizes: fully automatic layout (3) dropped lone numbers in
    // table columns (quantities, unit prices) as noise; this keeps whole rows (README figures).
    '--psm',
    psm,
    // Pages are scaled so their print is the size of 10 pt at 300 dpi (prepare-image.ts).
    '--dpi',
    '300',
    // Not the `tsv` config file: it lives in Debian's tessdata folder, not in ours.
    '-c',
    'tessedit_create_tsv=1',
  ]);
  const words: OcrWord[] = [];
  for (const row of tsv.split('\n')) {
    const cols = row.split('\t');
    // level 5 = word: level page block par line word left top width height conf text
    if (cols[0] !== '5' || cols.length < 12) continue;
    const text = cols.slice(11).join('\t').trim();
    const confidence = Number(cols[10]);
    if (!text || !(confidence >= 0)) continue;
    const [left, top, width, height] = cols.slice(6, 10).map(Number) as [
      number,
      number,
      number,
      number,
    ];
    words.push({
      text,
      confidence: confidence / 100,
      x0: left,
      y0: top,
      x1: left + width,
      y1: top + height,
      line: `${cols[2]}.${cols[3]}.${cols[4]}`,
    });
  }
  return words;
}

/** Orientation and script by Tesseract's OSD; null when the page has too little text to tell. */
export async function nativeOrientation(image: Uint8Array): Promise<Orientation | null> {
  let out: string;
  try {
    out = await run(image, ['--tessdata-dir', ocrDataDir(['osd']), '-l', 'osd', '--psm', '0']);
  } catch {
    return null;
  }
  const degrees = Number(/Orientation in degrees:\s*(\d+)/.exec(out)?.[1]);
  const confidence = Number(/Orientation confidence:\s*([\d.]+)/.exec(out)?.[1]);
  const script = /Script:\s*(\S+)/.exec(out)?.[1] ?? '';
  const scriptConfidence = Number(/Script confidence:\s*([\d.]+)/.exec(out)?.[1]);
  if (!Number.isFinite(degrees)) return null;
  return { degrees, confidence, script, scriptConfidence };
}
