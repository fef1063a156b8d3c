import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One labelled document of the real set (its manifest.json, see its README). */
export type RealDocument = {
  id: string;
  file: string;
  kind: 'pdf-text' | 'pdf-scan' | 'image' | 'e-invoice' | 'negative';
  language: string;
  /** Where it came from: the leave-sources-out folds group documents by `repo`. */
  source?: { repo?: string; path?: string; commit?: string };
  expected: Record<string, unknown> & { not_invoice?: boolean; document_type?: string };
};

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The real set's folder: `REAL_INVOICES_DIR`, else `<repo root>/../shared/real-invoices`. */
export function realInvoicesDir(): string {
  return process.env.REAL_INVOICES_DIR ?? resolve(repoRoot, '../shared/real-invoices');
}

/** The set's documents, or null when the folder is not there. */
export function loadRealInvoices(dir = realInvoicesDir()): RealDocument[] | null {
  const manifest = join(dir, 'manifest.json');
  if (!existsSync(manifest)) return null;
  return JSON.parse(readFileSync(manifest, 'utf8')) as RealDocument[];
}

/** Scans and photos: what OCR reads (scanned PDFs, images, and the negatives that are images). */
export function isScanOrPhoto(doc: RealDocument): boolean {
  return (
    doc.kind === 'pdf-scan' ||
    doc.kind === 'image' ||
    (doc.kind === 'negative' && /\.(jpe?g|png|tiff?|webp|gif|bmp)$/i.test(doc.file))
  );
}
