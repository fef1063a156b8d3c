import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Measuring only: `OCR_CACHE_DIR` keeps each engine answer on disk, keyed by the image's bytes
 * and the call's settings, so re-reading the real set after a change to the rules downstream
 * of OCR takes seconds, not the half hour of Tesseract. A change to how the page is prepared
 * changes the bytes, so it misses the cache and is read afresh. Off unless the variable is set
 * (the accuracy command sets it); the product never caches.
 */
export async function cachedOcr<T>(
  image: Uint8Array,
  call: string,
  job: () => Promise<T>,
): Promise<T> {
  const dir = process.env.OCR_CACHE_DIR;
  if (!dir) return job();
  const key = createHash('sha256').update(call).update('\0').update(image).digest('hex');
  const file = join(dir, `${key}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    // not cached yet
  }
  const result = await job();
  mkdirSync(dir, { recursive: true });
  // Written whole then renamed: two processes reading the set at once never see half a file.
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, JSON.stringify(result ?? null));
  renameSync(partial, file);
  return result;
}
