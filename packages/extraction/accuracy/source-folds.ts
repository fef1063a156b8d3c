import { createHash } from 'node:crypto';
import type { RealDocument } from './real-invoices';

/** One fold of the leave-sources-out split: whole sources, never part of one. */
export type SourceFold = { index: number; sources: string[]; ids: Set<string> };

export const FOLD_COUNT = 5;

/** A document's source: its repository, or the document alone when it has none. */
export const sourceOf = (doc: RealDocument) => doc.source?.repo ?? `(no source) ${doc.id}`;

/**
 * The set split by source repository into `count` folds of about equal size: documents of one
 * source (one vendor's invoices, one project's samples) look alike, so a rule fitted to one of
 * them must be measured on folds that hold none of its source. Deterministic: the largest
 * sources first, each to the fold with the fewest documents (ties by the source's name, then
 * the lower fold), so a new document moves only its own source.
 */
export function sourceFolds(docs: RealDocument[], count = FOLD_COUNT): SourceFold[] {
  const bySource = new Map<string, string[]>();
  for (const doc of docs)
    bySource.set(sourceOf(doc), [...(bySource.get(sourceOf(doc)) ?? []), doc.id]);
  const folds: SourceFold[] = Array.from({ length: count }, (_, index) => ({
    index,
    sources: [],
    ids: new Set<string>(),
  }));
  const largestFirst = [...bySource].sort(
    ([a, idsA], [b, idsB]) => idsB.length - idsA.length || a.localeCompare(b),
  );
  for (const [source, ids] of largestFirst) {
    const smallest = folds.reduce((best, fold) => (fold.ids.size < best.ids.size ? fold : best));
    smallest.sources.push(source);
    for (const id of ids) smallest.ids.add(id);
  }
  return folds;
}

/** The fold a document belongs to. */
export function foldOf(folds: SourceFold[], id: string): number {
  return folds.findIndex((fold) => fold.ids.has(id));
}

/**
 * Whether a source is held out of rule-making: about a third of the sources, by a hash of the
 * repository's name alone, so the split never moves as documents are added and no one picks it.
 * Rules are made looking only at the other sources (`accuracy --sources tuning --verbose`); the
 * held-out figure is the one that tells whether a change reads unseen invoices better.
 */
export function heldOutOfTuning(doc: RealDocument): boolean {
  const hash = createHash('sha1')
    .update(`holdout:${sourceOf(doc)}`)
    .digest('hex');
  return Number.parseInt(hash.slice(0, 8), 16) % 3 === 0;
}
