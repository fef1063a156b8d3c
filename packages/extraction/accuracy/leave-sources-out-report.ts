import { inFold, type TunableChoice } from './leave-sources-out';
import { type RealOutcome, type RealSummary, summarizeReal } from './real-set';
import { heldOutOfTuning, type SourceFold, sourceOf } from './source-folds';

const pct = (right: number, total: number) =>
  total ? `${((100 * right) / total).toFixed(1)}%` : '-';

/** A summary on one line: fields, line items, invoices dropped, negatives, sure-but-wrong. */
export function figureLine(summary: RealSummary): string {
  const { all, perField } = summary;
  const lines = perField.line_items;
  return [
    `fields ${all.right}/${all.total} = ${pct(all.right, all.total)}`,
    `line items ${lines.right}/${lines.total}`,
    `invoices dropped ${summary.invoicesSkipped}/${summary.invoices}`,
    `negatives skipped ${summary.negativesSkipped}/${summary.negatives} (right reason ${summary.negativesRightReason})`,
    `sure-but-wrong ${summary.highConfidenceWrong}/${summary.highConfidence}`,
  ].join('; ');
}

/** Each fold's figures, with its sources, then the folds' lowest and the pooled figure. */
export function formatFolds(outcomes: RealOutcome[], folds: SourceFold[]): string[] {
  const lines = [`leave-sources-out (${folds.length} folds by source repository):`];
  const shares: number[] = [];
  for (const fold of folds) {
    const summary = summarizeReal(inFold(outcomes, fold));
    if (!summary.invoices && !summary.negatives) continue;
    shares.push(summary.all.total ? summary.all.right / summary.all.total : 1);
    lines.push(
      `  fold ${fold.index + 1} (${summary.invoices + summary.negatives} docs, ${fold.sources.length} sources): ${figureLine(summary)}`,
    );
  }
  lines.push(`  lowest fold: fields ${(100 * Math.min(...shares)).toFixed(1)}%`);
  lines.push(`  pooled: ${figureLine(summarizeReal(outcomes))}`);
  return lines;
}

/** The sources held out of rule-making against the others, each on one line. */
export function formatHeldOut(outcomes: RealOutcome[]): string[] {
  const lines = ['sources held out of rule-making (a third, by a hash of the repository):'];
  for (const [what, heldOut] of [
    ['held out', true],
    ['tuning', false],
  ] as const) {
    const chosen = outcomes.filter((outcome) => heldOutOfTuning(outcome.entry) === heldOut);
    const sources = new Set(chosen.map((outcome) => sourceOf(outcome.entry)));
    if (chosen.length)
      lines.push(
        `  ${what} (${chosen.length} docs, ${sources.size} sources): ${figureLine(summarizeReal(chosen))}`,
      );
  }
  return lines;
}

/** Per tunable: its value, the values the folds picked, in-sample against held-out. */
export function formatChoices(choices: TunableChoice[]): string[] {
  const lines = [
    'tunables cross-validated by source (each fold read with the value best elsewhere):',
  ];
  for (const choice of choices) {
    lines.push(
      `  ${choice.name} = ${choice.value} (best on all: ${choice.bestInSample}; folds picked ${choice.picked.join(', ')})`,
    );
    lines.push(`    in-sample: ${figureLine(choice.inSample)}`);
    lines.push(`    held-out:  ${figureLine(choice.heldOut)}`);
  }
  return lines;
}
