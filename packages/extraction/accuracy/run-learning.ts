/**
 * `pnpm --filter @ap/extraction learning [--no-ocr] [--only id-prefix,...]`: the learning loop on every
 * pair of invoices from the same vendor in the real set, and on generated pairs of vendors
 * whose invoices the rules alone read wrong. Prints the second invoice's header-field accuracy
 * before and after the first invoice was corrected.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { keepOcrResident, shutdownOcr } from '../src/index';
import {
  formatLoop,
  measurePair,
  type PairOutcome,
  realPairs,
  summarizeLoop,
} from './learning-loop';
import { generatedPairs } from './learning-pairs';

const { values } = parseArgs({
  options: {
    'no-ocr': { type: 'boolean', default: false },
    // Only the pairs whose documents' ids start with one of these (comma-separated).
    only: { type: 'string' },
  },
});
const only = values.only?.split(',') ?? [];
const chosen = (pair: { first: { id: string } }) =>
  only.length === 0 || only.some((prefix) => pair.first.id.startsWith(prefix));

const run = async (pairs: Awaited<ReturnType<typeof realPairs>>) => {
  const outcomes: PairOutcome[] = [];
  for (const pair of pairs) outcomes.push(await measurePair(pair.vendor, pair.first, pair.second));
  return outcomes;
};

// A fresh OCR cache for the run unless one is given: the second invoice's read with hints then
// finds its page's OCR, and the second reader's read that follows the hints with or without
// them, kept from its plain read, so the seconds the hints add are theirs alone (a learned
// place's close reads are of crops no read of the run has made).
const freshCache = process.env.OCR_CACHE_DIR
  ? undefined
  : mkdtempSync(join(tmpdir(), 'ap-learning-ocr-cache-'));
if (freshCache) process.env.OCR_CACHE_DIR = freshCache;

// Read as a server that has read a small sheet before: its extraction thread keeps the OCR
// engine for them loaded once one has loaded it.
if (!values['no-ocr']) await keepOcrResident({ loadNow: true });
const real = await run(realPairs(!values['no-ocr']).filter(chosen));
const generated = await run((await generatedPairs()).filter(chosen));
await shutdownOcr();
if (freshCache) rmSync(freshCache, { recursive: true, force: true });
const lines = [
  ...formatLoop('Real invoices', real),
  '',
  ...formatLoop('Generated pairs', generated),
  '',
  ...formatLoop('All pairs', [...real, ...generated], false),
];
console.log(lines.join('\n'));
// What the loop must show; the command fails, saying which, when one does not hold.
const AIMS = { realAfter: 0.95, extraSeconds: 2 };
const realSummary = summarizeLoop(real);
const all = summarizeLoop([...real, ...generated]);
const missed = [
  realSummary.after.total && realSummary.after.right / realSummary.after.total < AIMS.realAfter
    ? `real pairs' second invoices below ${AIMS.realAfter * 100} % after correction`
    : '',
  all.worse ? `${all.worse} pairs read worse with the hints` : '',
  all.extraSeconds.max > AIMS.extraSeconds
    ? `hints added more than ${AIMS.extraSeconds} s to a second read`
    : '',
].filter(Boolean);
if (missed.length) {
  console.log(`\nmissed: ${missed.join('; ')}`);
  process.exitCode = 1;
}
