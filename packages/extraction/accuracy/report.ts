import type { DocumentOutcome, Summary } from './measure';

const percent = (part: number, whole: number) =>
  whole ? `${((100 * part) / whole).toFixed(1)}%` : '-';

/** The accuracy figures as plain text tables. */
export function formatReport(
  summary: Summary,
  outcomes: DocumentOutcome[],
  verbose: boolean,
): string {
  const lines: string[] = [];
  lines.push(
    `documents: ${summary.documents}, classified right (invoice / skipped): ${summary.classifiedRight} (${percent(summary.classifiedRight, summary.documents)})`,
  );
  lines.push(
    `fields: ${summary.correct}/${summary.fields} correct (${percent(summary.correct, summary.fields)})`,
  );
  lines.push(
    `high confidence (>= 0.9): ${summary.highConfidence} fields, wrong: ${summary.highConfidenceWrong} (${percent(summary.highConfidenceWrong, summary.highConfidence)})`,
  );
  lines.push('', 'per field:');
  for (const [field, { total, correct }] of Object.entries(summary.perField).sort()) {
    lines.push(
      `  ${field.padEnd(26)} ${String(correct).padStart(4)}/${String(total).padEnd(4)} ${percent(correct, total).padStart(7)}`,
    );
  }
  lines.push('', 'per kind of document:');
  for (const [kind, { total, correct, documents, ms }] of Object.entries(summary.perKind).sort()) {
    lines.push(
      `  ${kind.padEnd(16)} ${String(documents).padStart(3)} docs  ${String(correct).padStart(4)}/${String(total).padEnd(4)} ${percent(correct, total).padStart(7)}  ${(ms / documents).toFixed(0).padStart(6)} ms/doc`,
    );
  }
  if (verbose) {
    lines.push('', 'misses:');
    for (const outcome of outcomes) {
      if (!outcome.classifiedRight)
        lines.push(`  ${outcome.file}: classified wrong (${outcome.detail})`);
      for (const field of outcome.fields.filter((item) => !item.correct)) {
        lines.push(
          `  ${outcome.file} ${field.field}: expected ${JSON.stringify(field.expected)} got ${JSON.stringify(field.actual)} (${field.confidence})`,
        );
      }
    }
  }
  return lines.join('\n');
}
