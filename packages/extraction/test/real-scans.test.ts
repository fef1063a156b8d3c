import { afterAll, describe, expect, it } from 'vitest';
import {
  listRealSet,
  measureRealDocument,
  needsNoOcr,
  REAL_INVOICES_DIR,
  type RealOutcome,
  realSetPresent,
  summarizeReal,
} from '../accuracy/real-set';
import { formatRealDocuments, formatRealSummary } from '../accuracy/real-set-report';
import { shutdownOcr } from '../src/index';

// Real scans and photos (../shared/real-invoices), read by OCR with the engine this machine has
// (Debian's tesseract when installed, else tesseract.js). Reading all 25 takes minutes on a
// loaded CI box, so CI reads one of each kind of trouble: a black-and-white scanned PDF, a
// receipt photographed on a desk, a 300 dpi scan in boxes, a phone photo of a French invoice,
// small print in Portuguese, Polish, a Chinese fapiao, and two negatives: a photographed W-9
// and a crumpled French fuel-station card slip.
// `pnpm --filter @ap/extraction accuracy --kind pdf-scan,image` reads them all.
const SUBSET = [
  'scan-impex-healthcare-en-01',
  'scan-burger-seigneur-en-01',
  'scan-goffle-road-poultry-en-01',
  'scan-office-depot-fr-01',
  'scan-celesc-pt-01',
  'scan-adidas-pl-01',
  'scan-tianjin-ruijiaxun-zh-01',
  'neg-tax-form-01',
  'neg-receipt-02',
];

// Floors under what this subset reads with Debian's tesseract (latest figures in
// docs/benchmarks.md): the target of 85 % of header fields on scans and photos; all fields five
// fields under what it reads (40 / 48), so a run-to-run OCR wobble does not fail the suite.
const FLOORS = { headerFields: 0.85, allFields: 0.83, highConfidenceWrong: 0.01 };

const present = realSetPresent();
if (!present)
  console.warn(
    `real-scans: SKIPPED, no real set at ${REAL_INVOICES_DIR} (set REAL_INVOICES_DIR to read it)`,
  );

describe.skipIf(!present)('real scans and photos, read by OCR', () => {
  afterAll(() => shutdownOcr());

  it('reads header fields of real scans and photos and skips the photographed non-invoices', async () => {
    const entries = listRealSet(REAL_INVOICES_DIR, (entry) => SUBSET.includes(entry.id));
    expect(entries.map((entry) => entry.id).sort()).toEqual([...SUBSET].sort());
    expect(entries.every((entry) => !needsNoOcr(entry))).toBe(true);
    const outcomes: RealOutcome[] = [];
    for (const entry of entries) outcomes.push(await measureRealDocument(entry));
    const summary = summarizeReal(outcomes);
    const report = [...formatRealDocuments(outcomes, true), ...formatRealSummary(summary)].join(
      '\n',
    );
    const header = Object.values(summary.headerByKind).reduce(
      (sum, t) => ({ right: sum.right + t.right, total: sum.total + t.total }),
      { right: 0, total: 0 },
    );
    expect(header.right / header.total, report).toBeGreaterThanOrEqual(FLOORS.headerFields);
    expect(summary.all.right / summary.all.total, report).toBeGreaterThanOrEqual(FLOORS.allFields);
    expect(summary.invoicesSkipped, report).toBe(0);
    expect(summary.negativesSkipped, report).toBe(summary.negatives);
    expect(summary.negativesRightReason, report).toBe(summary.negatives);
    expect(summary.highConfidenceWrong, report).toBeLessThanOrEqual(
      Math.floor(summary.highConfidence * FLOORS.highConfidenceWrong),
    );
    for (const outcome of outcomes) expect(outcome.contractErrors, outcome.entry.id).toEqual([]);
  }, 900_000);
});
