import type { RealOutcome, RealSummary } from './real-set';
import { FIELDS } from './real-set-rules';

const pct = (t: { right: number; total: number }) =>
  t.total ? `${((100 * t.right) / t.total).toFixed(1)}%` : '-';
const show = (value: unknown) => {
  const text = JSON.stringify(Array.isArray(value) ? `[${value.length} items]` : value);
  return text && text.length > 48 ? `${text.slice(0, 45)}...` : text;
};

/** One line per document, as score.mjs prints it; with `verbose`, each miss: got / want. */
export function formatRealDocuments(outcomes: RealOutcome[], verbose: boolean): string[] {
  return outcomes.map(({ entry, invoice, skipped, fields, skippedAsNegative, rightReason }) => {
    const why = skipped.map((skip) => `${skip.reason} [${skip.document_type ?? '?'}]`).join('; ');
    if (entry.kind === 'negative') {
      const verdict = skippedAsNegative
        ? `skipped${rightReason ? '' : ' (WRONG REASON)'}`
        : 'READ AS INVOICE';
      return `${entry.id} [negative ${entry.expected.document_type}]: ${verdict}${verbose && why ? ` - ${why}` : ''}`;
    }
    if (!invoice) return `${entry.id} [${entry.kind}]: NOT READ AS AN INVOICE (${why})`;
    const parts = fields.map(({ field, right, got, want, confidence }) =>
      right
        ? `${field}:ok${verbose && confidence !== null && confidence < 0.9 ? `(${confidence})` : ''}`
        : `${field}:MISS${verbose ? `(got ${show(got)}${confidence !== null ? ` @${confidence}` : ''} want ${show(want)})` : ''}`,
    );
    const warned = verbose && invoice.warnings?.length ? ` {${invoice.warnings.join('; ')}}` : '';
    return `${entry.id} [${entry.kind}]: ${parts.join(' ')}${warned}`;
  });
}

/** The figures, laid out like score.mjs's summary, plus the negatives' reasons and the time. */
export function formatRealSummary(summary: RealSummary): string[] {
  const lines = ['per field:'];
  for (const field of FIELDS) {
    const t = summary.perField[field];
    lines.push(`  ${field.padEnd(15)} ${t.right}/${t.total} = ${pct(t)}`);
  }
  lines.push('header fields (vendor, number, issue date, currency, total) per kind:');
  for (const [kind, t] of Object.entries(summary.headerByKind))
    lines.push(`  ${kind.padEnd(15)} ${t.right}/${t.total} = ${pct(t)}`);
  lines.push('all labelled fields per kind:');
  for (const [kind, t] of Object.entries(summary.allByKind))
    lines.push(`  ${kind.padEnd(15)} ${t.right}/${t.total} = ${pct(t)}`);
  lines.push('time per document:');
  for (const [kind, { documents, ms }] of Object.entries(summary.msByKind))
    lines.push(`  ${kind.padEnd(15)} ${documents} docs, ${(ms / documents).toFixed(0)} ms/doc`);
  lines.push(
    `invoices not read as invoices: ${summary.invoicesSkipped}/${summary.invoices}; negatives skipped: ${summary.negativesSkipped}/${summary.negatives} (with the right reason: ${summary.negativesRightReason}); high-confidence (>= 0.9) wrong: ${summary.highConfidenceWrong}/${summary.highConfidence}`,
  );
  lines.push(
    `real-invoices field accuracy ${summary.all.right}/${summary.all.total} = ${pct(summary.all)}`,
  );
  return lines;
}
