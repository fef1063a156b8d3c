import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);

/** Tesseract models this package ships (each an `@tesseract.js-data/<code>` registry package). */
export const OCR_MODELS = [
  'eng',
  'deu',
  'fra',
  'spa',
  'por',
  'ita',
  'nld',
  'pol',
  'ron',
  'tur',
  'vie',
  'tha',
  'chi_sim',
  'jpn',
  'osd',
] as const;
export type OcrModel = (typeof OCR_MODELS)[number];

// The LSTM "best_int" models: smaller and as accurate as the legacy+LSTM files; osd is legacy-only.
const variant = (model: OcrModel) => (model === 'osd' ? '4.0.0' : '4.0.0_best_int');

// Bump when the models change so an old unpacked copy is not reused.
const DATA_VERSION = 'best_int-1';

/**
 * A folder holding `<model>.traineddata` unpacked from the registry packages, which both engines
 * read (the native binary cannot read .gz; tesseract.js takes one folder for all its languages).
 * Unpacking is local (nothing is fetched) and done once per machine; writes are atomic renames,
 * so processes racing on a cold folder each write a whole file.
 */
export function ocrDataDir(models: readonly OcrModel[]): string {
  const dir = process.env.OCR_DATA_DIR ?? join(tmpdir(), `ap-tessdata-${DATA_VERSION}`);
  mkdirSync(dir, { recursive: true });
  for (const model of models) {
    const target = join(dir, `${model}.traineddata`);
    if (existsSync(target) && statSync(target).size > 0) continue;
    const packageDir = dirname(require.resolve(`@tesseract.js-data/${model}/package.json`));
    const packed = readFileSync(join(packageDir, variant(model), `${model}.traineddata.gz`));
    const partial = `${target}.${process.pid}.partial`;
    writeFileSync(partial, gunzipSync(packed));
    renameSync(partial, target);
  }
  return dir;
}
