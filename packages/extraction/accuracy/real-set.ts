/**
 * The labelled set of real invoices (`../shared/real-invoices`, or `REAL_INVOICES_DIR`), read
 * in-process and scored by the same rules as the set's own `score.mjs`, so the figures compare.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { type ExtractedInvoice, ExtractedInvoiceSchema } from '@ap/domain/contract';
import { extractFromDocument } from '../src/index';
import { type TunableName, type TunableValues, withTunables } from '../src/tuning/tunables';
import type { ExtractionResult } from '../src/types';
import {
  isScanOrPhoto,
  loadRealInvoices,
  type RealDocument,
  realInvoicesDir,
} from './real-invoices';
import { FIELDS, HEADER_FIELDS, type RealField, scoreField } from './real-set-rules';

/** Where the set lives: `REAL_INVOICES_DIR`, else `<repo root>/../shared/real-invoices`. */
export const REAL_INVOICES_DIR = realInvoicesDir();

export type RealKind = RealDocument['kind'];
export type RealEntry = RealDocument;

export type RealFieldOutcome = {
  field: RealField;
  want: unknown;
  got: unknown;
  confidence: number | null;
  right: boolean;
};

export type RealOutcome = {
  entry: RealEntry;
  /** The first invoice read, if any (the one the scorer compares). */
  invoice: ExtractedInvoice | undefined;
  skipped: ExtractionResult['skipped'];
  fields: RealFieldOutcome[];
  /** Negatives: skipped, and with the reason the label names. */
  skippedAsNegative: boolean;
  rightReason: boolean;
  contractErrors: string[];
  ms: number;
  /** The tunables its reading asked for (another value of any other one reads it the same). */
  consulted: Set<TunableName>;
};

export function realSetPresent(dir = REAL_INVOICES_DIR): boolean {
  return existsSync(join(dir, 'manifest.json'));
}

export function listRealSet(
  dir = REAL_INVOICES_DIR,
  filter: (entry: RealEntry) => boolean = () => true,
): RealEntry[] {
  return (loadRealInvoices(dir) ?? []).filter(filter);
}

/** Documents that need no OCR: a text layer or XML (scans and photos are read by OCR). */
export function needsNoOcr(entry: RealEntry): boolean {
  return !isScanOrPhoto(entry);
}

// A bank's transfer confirmation is labelled a remittance; "receipt" is as defensible (README).
const ACCEPTED_TYPES: Record<string, string[]> = { remittance: ['remittance', 'receipt'] };

export async function measureRealDocument(
  entry: RealEntry,
  options: { dir?: string; ocr?: boolean; tunables?: TunableValues } = {},
): Promise<RealOutcome> {
  const bytes = new Uint8Array(readFileSync(join(options.dir ?? REAL_INVOICES_DIR, entry.file)));
  const started = performance.now();
  const consulted = new Set<TunableName>();
  const result = await withTunables(
    options.tunables ?? {},
    () =>
      extractFromDocument({ bytes, filename: basename(entry.file) }, { ocr: options.ocr ?? true }),
    consulted,
  );
  const ms = performance.now() - started;
  const invoice = result.invoices[0];
  const fields: RealFieldOutcome[] = [];
  if (entry.kind !== 'negative') {
    for (const field of FIELDS) {
      const want = entry.expected[field];
      if (want === null || want === undefined) continue;
      fields.push({ field, want, ...scoreField(field, want, invoice) });
    }
  }
  const wanted = ACCEPTED_TYPES[entry.expected.document_type ?? ''] ?? [
    entry.expected.document_type,
  ];
  const skippedAsNegative = entry.kind === 'negative' && !invoice;
  return {
    entry,
    invoice,
    skipped: result.skipped,
    fields,
    skippedAsNegative,
    rightReason:
      skippedAsNegative &&
      result.skipped.some((skip) => wanted.includes(skip.document_type ?? 'other')),
    contractErrors: result.invoices.flatMap((read) => {
      const parsed = ExtractedInvoiceSchema.safeParse(read);
      return parsed.success ? [] : [parsed.error.message];
    }),
    ms,
    consulted,
  };
}

type Tally = { right: number; total: number };
const tally = (): Tally => ({ right: 0, total: 0 });

export type RealSummary = {
  perField: Record<RealField, Tally>;
  headerByKind: Record<string, Tally>;
  allByKind: Record<string, Tally>;
  all: Tally;
  invoices: number;
  invoicesSkipped: number;
  negatives: number;
  negativesSkipped: number;
  negativesRightReason: number;
  highConfidence: number;
  highConfidenceWrong: number;
  msByKind: Record<string, { documents: number; ms: number }>;
};

export function summarizeReal(outcomes: RealOutcome[]): RealSummary {
  const summary: RealSummary = {
    perField: Object.fromEntries(
      FIELDS.map((field) => [field, tally()]),
    ) as RealSummary['perField'],
    headerByKind: {},
    allByKind: {},
    all: tally(),
    invoices: 0,
    invoicesSkipped: 0,
    negatives: 0,
    negativesSkipped: 0,
    negativesRightReason: 0,
    highConfidence: 0,
    highConfidenceWrong: 0,
    msByKind: {},
  };
  const slot = (table: Record<string, Tally>, kind: string): Tally => {
    table[kind] = table[kind] ?? tally();
    return table[kind];
  };
  for (const outcome of outcomes) {
    const { kind } = outcome.entry;
    summary.msByKind[kind] = summary.msByKind[kind] ?? { documents: 0, ms: 0 };
    const time = summary.msByKind[kind];
    time.documents += 1;
    time.ms += outcome.ms;
    if (kind === 'negative') {
      summary.negatives += 1;
      if (outcome.skippedAsNegative) summary.negativesSkipped += 1;
      if (outcome.rightReason) summary.negativesRightReason += 1;
      continue;
    }
    summary.invoices += 1;
    if (!outcome.invoice) summary.invoicesSkipped += 1;
    for (const field of outcome.fields) {
      const counted = [summary.perField[field.field], slot(summary.allByKind, kind)];
      if ((HEADER_FIELDS as readonly string[]).includes(field.field))
        counted.push(slot(summary.headerByKind, kind));
      for (const entry of [...counted, summary.all]) {
        entry.total += 1;
        if (field.right) entry.right += 1;
      }
      if (field.confidence !== null && field.confidence >= 0.9 && field.got !== undefined) {
        summary.highConfidence += 1;
        if (!field.right) summary.highConfidenceWrong += 1;
      }
    }
  }
  return summary;
}
