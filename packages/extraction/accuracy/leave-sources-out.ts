/**
 * The leave-sources-out figures: the real set's documents split by source into folds
 * (`source-folds.ts`); each fold's figures; and for each tunable with a grid
 * (`src/tuning/tunables.ts`) the held-out figure: every fold read with the grid value that
 * scored best on the other folds. A value that lifts the in-sample figure and not the held-out
 * one fits the set, not invoices.
 */
import { TUNABLES, type TunableName } from '../src/tuning/tunables';
import type { RealOutcome, RealSummary } from './real-set';
import { summarizeReal } from './real-set';
import type { SourceFold } from './source-folds';

/** One figure to pick a value by: fields read right, negatives skipped for the right reason,
 * less a real invoice dropped (never worth a field) and a sure value that is wrong. */
export function objective(summary: RealSummary): number {
  return (
    summary.all.right +
    summary.negativesRightReason -
    20 * summary.invoicesSkipped -
    2 * summary.highConfidenceWrong
  );
}

export const inFold = (outcomes: RealOutcome[], fold: SourceFold) =>
  outcomes.filter((outcome) => fold.ids.has(outcome.entry.id));
export const outsideFold = (outcomes: RealOutcome[], fold: SourceFold) =>
  outcomes.filter((outcome) => !fold.ids.has(outcome.entry.id));

export type TunableChoice = {
  name: TunableName;
  /** The table's value, and the value best on the whole set (in-sample). */
  value: number;
  bestInSample: number;
  /** The value picked for each fold from the other folds. */
  picked: number[];
  inSample: RealSummary;
  heldOut: RealSummary;
};

/**
 * `byValue`: the whole set read with each grid value (the others at the table's values).
 * Ties keep the table's value, then the smaller difference from it.
 */
export function crossValidate(
  name: TunableName,
  byValue: Map<number, RealOutcome[]>,
  folds: SourceFold[],
): TunableChoice {
  const value = TUNABLES[name].value;
  const best = (score: (outcomes: RealOutcome[]) => number) =>
    [...byValue.keys()].reduce((pick, candidate) => {
      const gain = score(byValue.get(candidate) ?? []) - score(byValue.get(pick) ?? []);
      const closer = Math.abs(candidate - value) < Math.abs(pick - value);
      return gain > 0 || (gain === 0 && closer) ? candidate : pick;
    }, value);
  const picked = folds.map((fold) =>
    best((outcomes) => objective(summarizeReal(outsideFold(outcomes, fold)))),
  );
  const heldOut = folds.flatMap((fold, i) => inFold(byValue.get(picked[i] ?? value) ?? [], fold));
  return {
    name,
    value,
    bestInSample: best((outcomes) => objective(summarizeReal(outcomes))),
    picked,
    inSample: summarizeReal(byValue.get(value) ?? []),
    heldOut: summarizeReal(heldOut),
  };
}
