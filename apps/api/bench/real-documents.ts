import { existsSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

/**
 * Real documents for the intake benchmark: the labelled set in `REAL_INVOICES_DIR` (default
 * `../shared/real-invoices` beside the repository). Text PDFs and e-invoices for the burst,
 * scanned PDFs and photos for the OCR figure. Empty when the folder is absent.
 */
export type RealDocument = { id: string; filename: string; bytes: Buffer; contentType: string };

type ManifestEntry = { id: string; file: string; kind: string };

export const realInvoicesDir = (): string =>
  process.env.REAL_INVOICES_DIR ??
  resolve(import.meta.dirname, '..', '..', '..', '..', 'shared', 'real-invoices');

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  xml: 'application/xml',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

const load = (dir: string, entry: ManifestEntry): RealDocument => ({
  id: entry.id,
  filename: basename(entry.file),
  bytes: readFileSync(join(dir, entry.file)),
  contentType:
    CONTENT_TYPES[entry.file.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream',
});

/** `count` documents of the given kinds, spread evenly over the set (by id), or none. */
export function realDocuments(kinds: string[], count: number): RealDocument[] {
  const dir = realInvoicesDir();
  const manifestFile = join(dir, 'manifest.json');
  if (!existsSync(manifestFile)) return [];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as
    | ManifestEntry[]
    | { documents: ManifestEntry[] };
  const entries = (Array.isArray(manifest) ? manifest : manifest.documents)
    .filter((entry) => kinds.includes(entry.kind))
    .sort((a, b) => a.id.localeCompare(b.id));
  const picked = Array.from(
    { length: Math.min(count, entries.length) },
    (_, i) => entries[Math.floor((i * entries.length) / Math.min(count, entries.length))],
  );
  return picked.flatMap((entry) => (entry ? [load(dir, entry)] : []));
}
