import { afterAll, describe, expect, it } from 'vitest';
import { listCorpus, measureFile, summarize } from '../accuracy/measure';
import { formatReport } from '../accuracy/report';
import { shutdownOcr } from '../src/index';

// OCR takes 1-3 s a page (several times that on a loaded machine): few scans, on their own.
const SCAN_ACCURACY_FLOOR = 0.8;

describe('scanned invoices (PDF without text, JPEG), read by offline OCR', () => {
  afterAll(() => shutdownOcr());

  it('reads the fields of turned, specked scans', async () => {
    // Two of the six scans (a scanned PDF and a JPEG fed in sideways); `pnpm accuracy` reads all.
    const scans = listCorpus((file) => file.expected.kind === 'scan');
    const files = [
      scans.find((file) => file.file.includes('scan-pdf')),
      scans.find((file) => file.file.includes('sideways')),
    ];
    expect(files.every(Boolean)).toBe(true);
    const outcomes = [];
    for (const file of files) if (file) outcomes.push(await measureFile(file));
    const summary = summarize(outcomes);
    const report = formatReport(summary, outcomes, true);
    expect(summary.accuracy, report).toBeGreaterThanOrEqual(SCAN_ACCURACY_FLOOR);
    expect(summary.highConfidenceWrong, report).toBeLessThanOrEqual(1);
    for (const outcome of outcomes) expect(outcome.classifiedRight, outcome.detail).toBe(true);
  }, 180_000);
});
