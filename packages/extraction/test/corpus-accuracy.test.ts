import { describe, expect, it } from 'vitest';
import { listCorpus, measureFile, summarize } from '../accuracy/measure';
import { formatReport } from '../accuracy/report';

// Floors measured on the committed corpus, with a margin: a change that makes reading worse fails CI.
const FIELD_ACCURACY_FLOOR = 0.95;
const CLASSIFICATION_FLOOR = 0.95;
const HIGH_CONFIDENCE_WRONG_CEILING = 0.01;

describe('extraction accuracy on the corpus (documents with a text layer, bodies, e-invoices, e-mails)', () => {
  it('reads the fields right, sorts invoices from the rest, and is rarely sure and wrong', async () => {
    const files = listCorpus((file) => file.expected.kind !== 'scan');
    expect(files.length).toBeGreaterThanOrEqual(55);
    const outcomes = [];
    for (const file of files) outcomes.push(await measureFile(file));
    const summary = summarize(outcomes);
    const report = formatReport(summary, outcomes, true);
    expect(outcomes.flatMap((outcome) => outcome.contractErrors)).toEqual([]);
    expect(summary.accuracy, report).toBeGreaterThanOrEqual(FIELD_ACCURACY_FLOOR);
    expect(summary.classifiedRight / summary.documents, report).toBeGreaterThanOrEqual(
      CLASSIFICATION_FLOOR,
    );
    expect(summary.highConfidenceWrong / summary.highConfidence, report).toBeLessThanOrEqual(
      HIGH_CONFIDENCE_WRONG_CEILING,
    );
  });
});
