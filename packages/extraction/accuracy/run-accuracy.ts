/**
 * `pnpm --filter @ap/extraction accuracy [--verbose] [--no-ocr] [--set real|corpus]
 *   [--kind pdf-text,e-invoice,...] [--only id,id]`
 *
 * The headline: the labelled real invoices (`REAL_INVOICES_DIR`, default
 * `<repo root>/../shared/real-invoices`), scored like the set's `score.mjs`: per field, header
 * fields per kind, all fields per kind, invoices not read, negatives skipped (and with the right
 * reason), the high-confidence-but-wrong share. Then the generated corpus (coverage). `--verbose`
 * lists every miss; `--no-ocr` leaves scans and photos out; `--kind` / `--only` narrow the set.
 */
import { parseArgs } from 'node:util';
import { shutdownOcr } from '../src/index';
import { listCorpus, measureFile, summarize } from './measure';
import {
  listRealSet,
  measureRealDocument,
  needsNoOcr,
  REAL_INVOICES_DIR,
  type RealOutcome,
  realSetPresent,
  summarizeReal,
} from './real-set';
import { formatRealDocuments, formatRealSummary } from './real-set-report';
import { formatReport } from './report';

const { values } = parseArgs({
  options: {
    verbose: { type: 'boolean', default: false },
    'no-ocr': { type: 'boolean', default: false },
    set: { type: 'string' },
    kind: { type: 'string' },
    only: { type: 'string' },
  },
});
const verbose = values.verbose ?? false;
const skipOcr = values['no-ocr'] ?? false;
const list = (text: string | undefined) => (text ? new Set(text.split(',')) : null);
const kinds = list(values.kind);
const only = list(values.only);
const sets = values.set ? [values.set] : only || kinds ? ['real'] : ['real', 'corpus'];

if (sets.includes('real')) {
  if (!realSetPresent()) {
    console.log(`real invoices: no set at ${REAL_INVOICES_DIR} (set REAL_INVOICES_DIR)`);
  } else {
    const entries = listRealSet(
      REAL_INVOICES_DIR,
      (entry) =>
        (!only || only.has(entry.id)) &&
        (!kinds || kinds.has(entry.kind)) &&
        (!skipOcr || needsNoOcr(entry)),
    );
    const started = performance.now();
    const outcomes: RealOutcome[] = [];
    console.log(`real invoices (${REAL_INVOICES_DIR}): ${entries.length} documents`);
    // One line a document as it is read: scans take seconds each.
    for (const entry of entries) {
      const outcome = await measureRealDocument(entry, { ocr: !skipOcr });
      outcomes.push(outcome);
      console.log(formatRealDocuments([outcome], verbose).join('\n'));
    }
    console.log('');
    console.log(formatRealSummary(summarizeReal(outcomes)).join('\n'));
    const errors = outcomes.flatMap((outcome) => outcome.contractErrors);
    if (errors.length) console.log(`CONTRACT ERRORS: ${errors.join('\n')}`);
    console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
  }
}

if (sets.includes('corpus')) {
  const files = listCorpus((file) => !(skipOcr && file.expected.kind === 'scan'));
  const outcomes = [];
  for (const file of files) outcomes.push(await measureFile(file));
  console.log('generated corpus (coverage):');
  console.log(formatReport(summarize(outcomes), outcomes, verbose));
}
await shutdownOcr();
