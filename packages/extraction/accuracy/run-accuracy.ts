/**
 * `pnpm --filter @ap/extraction accuracy [--verbose] [--no-ocr] [--set real|corpus]
 *   [--kind pdf-text,e-invoice,...] [--only id,id] [--fold 1,2] [--sources tuning|held-out]
 *   [--no-tune] [--no-ocr-cache]`
 *
 * The headline: the labelled real invoices (`REAL_INVOICES_DIR`, default
 * `<repo root>/../shared/real-invoices`), scored like the set's `score.mjs`: per field, header
 * fields per kind, all fields per kind, invoices not read, negatives skipped (and with the right
 * reason), the high-confidence-but-wrong share. Then the leave-sources-out figures: each fold
 * of sources, the sources held out of rule-making against the others, and each tunable's
 * held-out figure (`--no-tune` leaves the re-reads out). Then the generated corpus (coverage).
 * `--verbose` lists every miss; `--no-ocr` leaves scans and photos out; `--kind` / `--only` /
 * `--fold` / `--sources` narrow the set. OCR answers are kept in `OCR_CACHE_DIR` (default: a
 * folder in the system's temp dir) unless `--no-ocr-cache`.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { shutdownOcr } from '../src/index';
import { TUNABLES, type Tunable, type TunableName } from '../src/tuning/tunables';
import { crossValidate } from './leave-sources-out';
import { formatChoices, formatFolds, formatHeldOut } from './leave-sources-out-report';
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
import { heldOutOfTuning, sourceFolds } from './source-folds';

const { values } = parseArgs({
  options: {
    verbose: { type: 'boolean', default: false },
    'no-ocr': { type: 'boolean', default: false },
    set: { type: 'string' },
    kind: { type: 'string' },
    only: { type: 'string' },
    fold: { type: 'string' },
    sources: { type: 'string' },
    'no-tune': { type: 'boolean', default: false },
    'no-ocr-cache': { type: 'boolean', default: false },
  },
});
if (!values['no-ocr-cache'])
  process.env.OCR_CACHE_DIR ??= join(tmpdir(), 'ap-extraction-ocr-cache');
const verbose = values.verbose ?? false;
const skipOcr = values['no-ocr'] ?? false;
const list = (text: string | undefined) => (text ? new Set(text.split(',')) : null);
const kinds = list(values.kind);
const only = list(values.only);
const foldNumbers = list(values.fold);
const sources = values.sources;
if (sources && sources !== 'tuning' && sources !== 'held-out')
  throw new Error(`--sources is 'tuning' or 'held-out', not '${sources}'`);
const sets = values.set
  ? [values.set]
  : only || kinds || foldNumbers || sources
    ? ['real']
    : ['real', 'corpus'];

if (sets.includes('real')) {
  if (!realSetPresent()) {
    console.log(`real invoices: no set at ${REAL_INVOICES_DIR} (set REAL_INVOICES_DIR)`);
  } else {
    // Folds are made from the whole set, so a document's fold never depends on the filters.
    const folds = sourceFolds(listRealSet(REAL_INVOICES_DIR));
    const entries = listRealSet(
      REAL_INVOICES_DIR,
      (entry) =>
        (!only || only.has(entry.id)) &&
        (!kinds || kinds.has(entry.kind)) &&
        (!skipOcr || needsNoOcr(entry)) &&
        (!foldNumbers ||
          folds.some((fold) => fold.ids.has(entry.id) && foldNumbers.has(`${fold.index + 1}`))) &&
        (!sources || heldOutOfTuning(entry) === (sources === 'held-out')),
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
    console.log('');
    console.log(formatFolds(outcomes, folds).join('\n'));
    console.log(formatHeldOut(outcomes).join('\n'));
    if (!values['no-tune']) {
      const choices = [];
      for (const [name, tunable] of Object.entries(TUNABLES) as [TunableName, Tunable][]) {
        if (!tunable.grid) continue;
        const byValue = new Map([[tunable.value, outcomes]]);
        for (const value of tunable.grid.filter((value) => value !== tunable.value)) {
          // Only a document whose reading asked for this tunable can read otherwise.
          const read: RealOutcome[] = [];
          for (const outcome of outcomes)
            read.push(
              outcome.consulted.has(name)
                ? await measureRealDocument(outcome.entry, {
                    ocr: !skipOcr,
                    tunables: { [name]: value },
                  })
                : outcome,
            );
          byValue.set(value, read);
        }
        choices.push(crossValidate(name, byValue, folds));
      }
      console.log(formatChoices(choices).join('\n'));
    }
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
