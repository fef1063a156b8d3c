import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ExtractedInvoice, ExtractedInvoiceSchema } from '@ap/domain/contract';
import type { Expected } from '../corpus-generator/expected';
import { ORGANIZATION } from '../corpus-generator/invoice-data';
import { extractFromDocument, extractFromEmail } from '../src/index';
import { compareInvoice, type FieldOutcome, HIGH_CONFIDENCE } from './compare';

export const CORPUS_DIR =
  process.env.CORPUS_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'corpus');

export type DocumentOutcome = {
  file: string;
  kind: string;
  fields: FieldOutcome[];
  classifiedRight: boolean;
  /** Invoices that do not fit the contract's schema (must be none). */
  contractErrors: string[];
  ms: number;
  detail: string;
};

export type CorpusFile = { file: string; expected: Expected };

export function listCorpus(filter: (file: CorpusFile) => boolean = () => true): CorpusFile[] {
  return readdirSync(CORPUS_DIR)
    .filter((name) => !name.endsWith('.expected.json'))
    .sort()
    .map((file) => ({
      file,
      expected: JSON.parse(
        readFileSync(join(CORPUS_DIR, file.replace(/\.[^.]+$/, '.expected.json')), 'utf8'),
      ) as Expected,
    }))
    .filter(filter);
}

/** Pairs extracted invoices with expected ones by invoice number, else in order. */
function pair(expected: Expected, invoices: ExtractedInvoice[]): (ExtractedInvoice | undefined)[] {
  const left = [...invoices];
  return expected.invoices.map((want) => {
    const index = left.findIndex((got) => got.invoice_number?.value === want.fields.invoice_number);
    return left.splice(Math.max(index, 0), 1)[0];
  });
}

export async function measureFile({ file, expected }: CorpusFile): Promise<DocumentOutcome> {
  const bytes = new Uint8Array(readFileSync(join(CORPUS_DIR, file)));
  const options = { organizationNames: ORGANIZATION.names };
  const started = performance.now();
  const result = file.endsWith('.eml')
    ? await extractFromEmail(bytes, options)
    : await extractFromDocument({ bytes, filename: file.replace(/^\d+-/, '') }, options);
  const ms = performance.now() - started;
  const fields = pair(expected, result.invoices).flatMap((invoice, index) =>
    compareInvoice(expected.invoices[index] as Expected['invoices'][number], invoice),
  );
  const classifiedRight =
    result.invoices.length === expected.invoices.length &&
    result.skipped.length === expected.skipped;
  const detail = `${result.invoices.length} invoices, skipped: ${result.skipped.map((skip) => skip.reason).join('; ') || 'none'}`;
  const contractErrors = result.invoices.flatMap((invoice) => {
    const parsed = ExtractedInvoiceSchema.safeParse(invoice);
    return parsed.success ? [] : [parsed.error.message];
  });
  return { file, kind: expected.kind, fields, classifiedRight, contractErrors, ms, detail };
}

export type Summary = {
  documents: number;
  classifiedRight: number;
  fields: number;
  correct: number;
  accuracy: number;
  highConfidence: number;
  highConfidenceWrong: number;
  perField: Record<string, { total: number; correct: number }>;
  perKind: Record<string, { total: number; correct: number; documents: number; ms: number }>;
};

export function summarize(outcomes: DocumentOutcome[]): Summary {
  const perField: Summary['perField'] = {};
  const perKind: Summary['perKind'] = {};
  let fields = 0;
  let correct = 0;
  let highConfidence = 0;
  let highConfidenceWrong = 0;
  for (const outcome of outcomes) {
    const kind = perKind[outcome.kind] ?? { total: 0, correct: 0, documents: 0, ms: 0 };
    perKind[outcome.kind] = kind;
    kind.documents += 1;
    kind.ms += outcome.ms;
    for (const field of outcome.fields) {
      const entry = perField[field.field] ?? { total: 0, correct: 0 };
      perField[field.field] = entry;
      entry.total += 1;
      kind.total += 1;
      fields += 1;
      if (field.correct) {
        entry.correct += 1;
        kind.correct += 1;
        correct += 1;
      }
      if (field.actual !== null && field.confidence >= HIGH_CONFIDENCE) {
        highConfidence += 1;
        if (!field.correct) highConfidenceWrong += 1;
      }
    }
  }
  return {
    documents: outcomes.length,
    classifiedRight: outcomes.filter((outcome) => outcome.classifiedRight).length,
    fields,
    correct,
    accuracy: fields ? correct / fields : 1,
    highConfidence,
    highConfidenceWrong,
    perField,
    perKind,
  };
}
