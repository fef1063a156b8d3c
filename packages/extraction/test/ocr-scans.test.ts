import { afterAll, describe, expect, it } from 'vitest';
import { listCorpus, measureFile, summarize } from '../accuracy/measure';
import { formatReport } from '../accuracy/report';
import { shutdownOcr } from '../src/index';

// OCR takes 1-3 s a page, so the scans are few and run on their own.
const SCAN_ACCURACY_FLOOR = 0.8;

describe('scanned invoices (PDF without text, JPEG), read by offline OCR', () => {
  afterAll(() => shutdownOcr());

  it('reads the fields of turned, specked scans', async () => {
    const files = listCorpus((file) => file.expected.kind === 'scan');
    expect(files.length).toBeGreaterThanOrEqual(4);
    const outcomes = [];
    for (const file of files) outcomes.push(await measureFile(file));
    const summary = summarize(outcomes);
    const report = formatReport(summary, outcomes, true);
    expect(summary.accuracy, report).toBeGreaterThanOrEqual(SCAN_ACCURACY_FLOOR);
    expect(summary.highConfidenceWrong, report).toBeLessThanOrEqual(1);
    for (const outcome of outcomes) expect(outcome.classifiedRight, outcome.detail).toBe(true);
  }, 180_000);
});
