/**
 * The learning loop, measured offline: read the first invoice of a vendor, correct
 * its wrong header fields as a person would (the label's value), learn from that, then read the
 * vendor's second invoice with what was learned. Before: the second read without it.
 */
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { ExtractedInvoice } from '@ap/domain/contract';
import { extractFromDocument, learnFromDocument } from '../src/index';
import type { CorrectedFields, ReadingHints } from '../src/learning/reading-hints';
import type { InputDocument } from '../src/types';
import {
  isScanOrPhoto,
  loadRealInvoices,
  type RealDocument,
  realInvoicesDir,
} from './real-invoices';
import { HEADER_FIELDS, type RealField, scoreField } from './real-set-rules';

/** One invoice of a pair: its file and its labels (the set's `expected`). */
export type LabelledDocument = {
  id: string;
  doc: InputDocument;
  expected: Record<string, unknown>;
  ocr: boolean;
};

export type HeaderScore = { right: number; total: number; wrong: RealField[] };

export type PairOutcome = {
  vendor: string;
  first: string;
  second: string;
  /** The first invoice's fields a person corrected. */
  corrected: RealField[];
  hints: ReadingHints;
  before: HeaderScore;
  after: HeaderScore;
  /** Seconds the second read took without hints and with them, and what applying them took. */
  seconds: { before: number; after: number; hints: number };
};

/** The header fields of an invoice against its labels, by the set's scorer's rules. */
export function scoreHeader(
  invoice: ExtractedInvoice | undefined,
  expected: Record<string, unknown>,
): HeaderScore {
  const score: HeaderScore = { right: 0, total: 0, wrong: [] };
  for (const field of HEADER_FIELDS) {
    const want = expected[field];
    if (want === null || want === undefined) continue;
    score.total += 1;
    if (scoreField(field, want, invoice).right) score.right += 1;
    else score.wrong.push(field);
  }
  return score;
}

/** What a person types into the edit form for each wrong header field: the right value. */
export function correctionsFor(
  wrong: RealField[],
  expected: Record<string, unknown>,
): CorrectedFields {
  const corrected: CorrectedFields = {};
  for (const field of wrong) {
    const want = expected[field];
    if (want === null || want === undefined) continue;
    if (field === 'vendor') corrected.vendor_name = String(want);
    else if (field === 'total') corrected.total = Number(want).toFixed(2);
    else if (field === 'invoice_number') corrected.invoice_number = String(want);
    else if (field === 'issue_date') corrected.issue_date = String(want);
    else if (field === 'currency') corrected.currency = String(want);
  }
  return corrected;
}

export async function measurePair(
  vendor: string,
  first: LabelledDocument,
  second: LabelledDocument,
): Promise<PairOutcome> {
  const firstRead = (await extractFromDocument(first.doc, { ocr: first.ocr })).invoices[0];
  const firstScore = scoreHeader(firstRead, first.expected);
  const corrected = correctionsFor(firstScore.wrong, first.expected);
  // As the API's learning job: the original read again with OCR where its text lacks a value.
  const hints = firstScore.wrong.length
    ? await learnFromDocument(first.doc, corrected, { ocr: true })
    : {};
  const timed = async <T>(read: () => Promise<T>) => {
    const start = performance.now();
    const value = await read();
    return { value, seconds: (performance.now() - start) / 1000 };
  };
  const plain = await timed(() => extractFromDocument(second.doc, { ocr: true }));
  // What the hints cost: from the moment the read asks for them (its plain reading done) to
  // its end, so the page's own OCR, which varies by seconds on a busy machine, is not counted.
  let asked = 0;
  const learned = await timed(() =>
    extractFromDocument(second.doc, {
      ocr: true,
      readingHints: async () => {
        asked = performance.now();
        return hints;
      },
    }),
  );
  const hintSeconds = asked ? (performance.now() - asked) / 1000 : 0;
  return {
    vendor,
    first: first.id,
    second: second.id,
    corrected: firstScore.wrong,
    hints,
    before: scoreHeader(plain.value.invoices[0], second.expected),
    after: scoreHeader(learned.value.invoices[0], second.expected),
    seconds: { before: plain.seconds, after: learned.seconds, hints: hintSeconds },
  };
}

const vendorKey = (name: unknown) =>
  String(name ?? '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Every ordered pair of invoices from the same vendor in the real set (a vendor with two
 * invoices gives two pairs: each read first once). `withOcr` false leaves scans and photos out.
 */
export function realPairs(
  withOcr: boolean,
  dir = realInvoicesDir(),
): { vendor: string; first: LabelledDocument; second: LabelledDocument }[] {
  const entries = (loadRealInvoices(dir) ?? []).filter(
    (entry) =>
      entry.kind !== 'negative' && entry.expected.vendor && (withOcr || !isScanOrPhoto(entry)),
  );
  const byVendor = new Map<string, RealDocument[]>();
  for (const entry of entries) {
    const key = vendorKey(entry.expected.vendor);
    byVendor.set(key, [...(byVendor.get(key) ?? []), entry]);
  }
  const labelled = (entry: RealDocument): LabelledDocument => ({
    id: entry.id,
    doc: {
      bytes: new Uint8Array(readFileSync(join(dir, entry.file))),
      filename: basename(entry.file),
    },
    expected: entry.expected,
    ocr: isScanOrPhoto(entry),
  });
  const pairs = [];
  for (const group of byVendor.values()) {
    if (group.length < 2) continue;
    const sorted = [...group].sort((a, b) => a.id.localeCompare(b.id));
    for (const first of sorted)
      for (const second of sorted)
        if (first !== second)
          pairs.push({
            vendor: String(first.expected.vendor),
            first: labelled(first),
            second: labelled(second),
          });
  }
  return pairs;
}

export type LoopSummary = {
  pairs: number;
  before: HeaderScore;
  after: HeaderScore;
  /** Pairs whose second invoice read fewer header fields right with the hints than without. */
  worse: number;
  /** Seconds the hints added to a second read: the largest, and the 95th percentile. */
  extraSeconds: { max: number; p95: number };
};

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? 0;
};

export function summarizeLoop(outcomes: PairOutcome[]): LoopSummary {
  const add = (a: HeaderScore, b: HeaderScore): HeaderScore => ({
    right: a.right + b.right,
    total: a.total + b.total,
    wrong: [...a.wrong, ...b.wrong],
  });
  const zero = (): HeaderScore => ({ right: 0, total: 0, wrong: [] });
  const extra = outcomes.map((outcome) => outcome.seconds.hints);
  return {
    pairs: outcomes.length,
    before: outcomes.reduce((sum, outcome) => add(sum, outcome.before), zero()),
    after: outcomes.reduce((sum, outcome) => add(sum, outcome.after), zero()),
    worse: outcomes.filter((outcome) => outcome.after.right < outcome.before.right).length,
    extraSeconds: { max: Math.max(0, ...extra), p95: Math.max(0, percentile(extra, 0.95)) },
  };
}

const percent = (score: HeaderScore) =>
  score.total ? `${((100 * score.right) / score.total).toFixed(1)} %` : 'n/a';

export function formatLoop(title: string, outcomes: PairOutcome[], each = true): string[] {
  const summary = summarizeLoop(outcomes);
  return [
    `${title}: ${summary.pairs} pairs, second invoice's header fields right`,
    `  before correction: ${summary.before.right}/${summary.before.total} (${percent(summary.before)})`,
    `  after correction:  ${summary.after.right}/${summary.after.total} (${percent(summary.after)})`,
    `  pairs read worse with the hints: ${summary.worse}`,
    `  seconds the hints added to a second read: max ${summary.extraSeconds.max.toFixed(1)}, p95 ${summary.extraSeconds.p95.toFixed(1)}`,
    ...(each ? outcomes : []).map(
      (outcome) =>
        `  ${outcome.first} → ${outcome.second}: corrected [${outcome.corrected.join(', ')}]` +
        ` learned ${JSON.stringify(outcome.hints)}; before ${outcome.before.right}/${outcome.before.total}` +
        `${outcome.before.wrong.length ? ` (wrong ${outcome.before.wrong.join(', ')})` : ''}, after ${outcome.after.right}/${outcome.after.total}` +
        `${outcome.after.wrong.length ? ` (wrong ${outcome.after.wrong.join(', ')})` : ''}` +
        `; ${outcome.seconds.before.toFixed(1)} s → ${outcome.seconds.after.toFixed(1)} s (hints ${outcome.seconds.hints.toFixed(1)} s)`,
    ),
  ];
}
