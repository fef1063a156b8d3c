import { describe, expect, it } from 'vitest';
import { crossValidate } from '../accuracy/leave-sources-out';
import type { RealDocument } from '../accuracy/real-invoices';
import type { RealOutcome } from '../accuracy/real-set';
import { heldOutOfTuning, sourceFolds } from '../accuracy/source-folds';
import { type TunableName, tuned, withTunables } from '../src/tuning/tunables';

const doc = (id: string, repo: string): RealDocument => ({
  id,
  file: `${id}.pdf`,
  kind: 'pdf-text',
  language: 'en',
  source: { repo },
  expected: {},
});

// A document read with some value: its one field right or wrong.
const outcome = (entry: RealDocument, right: boolean): RealOutcome => ({
  entry,
  invoice: undefined,
  skipped: [],
  fields: [{ field: 'total', want: '1', got: right ? '1' : '2', confidence: 0.5, right }],
  skippedAsNegative: false,
  rightReason: false,
  contractErrors: [],
  ms: 0,
  consulted: new Set(),
});

describe('leave-sources-out', () => {
  const docs = [
    ...['a1', 'a2', 'a3', 'a4'].map((id) => doc(id, 'owner/a')),
    ...['b1', 'b2'].map((id) => doc(id, 'owner/b')),
    ...['c1', 'c2'].map((id) => doc(id, 'owner/c')),
    doc('d1', 'owner/d'),
    doc('e1', 'owner/e'),
  ];

  it('never splits a source across folds, balances them, and splits the same way each time', () => {
    const folds = sourceFolds(docs, 3);
    for (const repo of ['a', 'b', 'c'])
      expect(folds.filter((fold) => [...fold.ids].some((id) => id.startsWith(repo)))).toHaveLength(
        1,
      );
    expect(folds.map((fold) => fold.ids.size).sort()).toEqual([3, 3, 4]);
    expect(sourceFolds([...docs].reverse(), 3)).toEqual(folds);
  });

  it('reads each fold with the value the other folds chose, so a value fitted to one source does not count', async () => {
    const folds = sourceFolds(docs, 3);
    // Value 9 reads only source a's documents right, value 3 (the table's) reads the others.
    const byValue = new Map([
      [3, docs.map((entry) => outcome(entry, !entry.id.startsWith('a')))],
      [9, docs.map((entry) => outcome(entry, entry.id.startsWith('a')))],
    ]);
    const choice = crossValidate('classify.receipt.skip', byValue, folds);
    // In-sample the table's value reads 6 of 10 and stays best. But a fold without source a
    // sees a's four documents outvote its other sources and picks 9, which reads that fold
    // wrong: the held-out figure falls to what a value chosen elsewhere really does.
    expect(choice.bestInSample).toBe(3);
    expect(choice.inSample.all.right).toBe(6);
    expect(choice.picked).toEqual([3, 9, 9]);
    expect(choice.heldOut.all.right).toBe(0);
    await withTunables({ 'classify.receipt.skip': 9 }, async () =>
      expect(tuned('classify.receipt.skip')).toBe(9),
    );
    expect(tuned('classify.receipt.skip')).toBe(3);
    // A reading says which tunables it asked for: the others cannot change it.
    const consulted = new Set<TunableName>();
    await withTunables({}, async () => tuned('classify.card.confirmation'), consulted);
    expect([...consulted]).toEqual(['classify.card.confirmation']);
  });

  it('holds about a third of the sources out of rule-making, whole, by their name alone', () => {
    const repos = Array.from({ length: 300 }, (_, index) => `owner/project-${index}`);
    const heldOut = repos.filter((repo) => heldOutOfTuning(doc(`${repo}-1`, repo)));
    expect(heldOut.length).toBeGreaterThan(70);
    expect(heldOut.length).toBeLessThan(130);
    // Every document of a held-out source is held out, whatever its id or kind.
    for (const repo of heldOut.slice(0, 20))
      expect(heldOutOfTuning({ ...doc('another', repo), kind: 'image' })).toBe(true);
  });
});
