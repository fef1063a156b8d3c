import { describe, expect, it } from 'vitest';
import {
  listRealSet,
  measureRealDocument,
  needsNoOcr,
  REAL_INVOICES_DIR,
  realSetPresent,
  summarizeReal,
} from '../accuracy/real-set';
import { formatRealDocuments, formatRealSummary } from '../accuracy/real-set-report';

// Floors set from the figures measured when they were written (README: "Real invoices"), with
// the bar where the figures are above it: a change that reads real invoices worse fails.
const FLOORS = {
  /** Vendor, number, issue date, currency, total. */
  headerFieldsTextPdf: 0.95,
  headerFieldsEInvoice: 0.95,
  /** Every labelled field of the text PDFs and e-invoices (latest figure: docs/benchmarks.md). */
  allFields: 0.95,
  /** Real invoices not read as invoices. */
  invoicesSkipped: 0,
  /** Negatives skipped with the reason their label names. */
  negativesRightReason: 0.9,
  /** Share of fields given a confidence of 0.9 or more that are wrong. */
  highConfidenceWrong: 0.01,
};

const present = realSetPresent();
if (!present)
  console.warn(
    `\n*** real invoices: NO SET at ${REAL_INVOICES_DIR} — the real-invoice floors are NOT checked (set REAL_INVOICES_DIR) ***\n`,
  );

describe.skipIf(!present)(
  'real invoices from public sources (text PDFs, e-invoices, PDF negatives)',
  () => {
    it('reads them at the floors, skips no invoice, and skips the non-invoices for the right reason', async () => {
      // Scans and photos need OCR (seconds a page): `pnpm accuracy` reads them; CI reads the rest.
      const entries = listRealSet(REAL_INVOICES_DIR, needsNoOcr);
      expect(entries.length).toBeGreaterThanOrEqual(30);
      const outcomes = [];
      for (const entry of entries) outcomes.push(await measureRealDocument(entry, { ocr: false }));
      const summary = summarizeReal(outcomes);
      const report = [
        ...formatRealDocuments(outcomes, true),
        '',
        ...formatRealSummary(summary),
      ].join('\n');
      const share = (tally?: { right: number; total: number }) =>
        tally?.total ? tally.right / tally.total : 0;
      expect(
        outcomes.flatMap((outcome) => outcome.contractErrors),
        report,
      ).toEqual([]);
      expect(share(summary.headerByKind['pdf-text']), report).toBeGreaterThanOrEqual(
        FLOORS.headerFieldsTextPdf,
      );
      expect(share(summary.headerByKind['e-invoice']), report).toBeGreaterThanOrEqual(
        FLOORS.headerFieldsEInvoice,
      );
      expect(share(summary.all), report).toBeGreaterThanOrEqual(FLOORS.allFields);
      expect(summary.invoicesSkipped, report).toBeLessThanOrEqual(FLOORS.invoicesSkipped);
      expect(summary.negatives, report).toBeGreaterThan(0);
      expect(summary.negativesRightReason / summary.negatives, report).toBeGreaterThanOrEqual(
        FLOORS.negativesRightReason,
      );
      expect(summary.highConfidenceWrong / summary.highConfidence, report).toBeLessThanOrEqual(
        FLOORS.highConfidenceWrong,
      );
    }, 120_000);
  },
);
