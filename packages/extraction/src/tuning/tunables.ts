import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Every weight and threshold a person chose by looking at documents, in one table, each with
 * why it has its value. The accuracy command cross-validates those with a `grid` by source
 * (`accuracy/leave-sources-out.ts`): for each fold of sources, the grid value best on the other
 * folds reads that fold, so the held-out figure shows whether the value generalises or only
 * fits the documents it was picked on. Code reads a value with `tuned(name)`, at call time.
 */
export type Tunable = {
  value: number;
  /** Why this value: what it separates, what goes wrong either side of it. */
  reason: string;
  /** Values the accuracy command may try in its place (the value itself among them). */
  grid?: number[];
};

export const TUNABLES = {
  'classify.receipt.skip': {
    value: 3,
    reason:
      'receipt signs (tendered cash, cashier, card slip) that skip an untitled, unnumbered document as a till receipt: one sign alone ("cash", "visa") is printed on invoices too',
    grid: [2, 3, 4],
  },
  'classify.receipt.doubt': {
    value: 2,
    reason:
      'receipt signs that keep an invoice in doubt ("may be a receipt"), its confidence lowered',
    grid: [1, 2, 3],
  },
  'classify.statement.balances': {
    value: 3,
    reason:
      'distinct balance terms (previous / new balance, minimum payment, credit limit) that make an unnumbered document a statement: a bill prints one or two of them',
    grid: [2, 3, 4],
  },
  'classify.card.confirmation': {
    value: 2,
    reason:
      "card signs (authorisation code, the card's last digits, a chip id, a card brand) that make a titled payment confirmation the payee's receipt, not a bank's remittance: a card brand alone is printed on invoices' payment notes",
    grid: [1, 2, 3],
  },
  'ocr.second.doubtful': {
    value: 0.6,
    reason:
      "Tesseract's certainty (0-1) of a word under which an invoice number or date read from it is read again by the second OCR reader: a misread digit or letter comes out lower, most words read right at 0.9 or more; 0 never reads again for doubt",
    grid: [0, 0.5, 0.6, 0.7],
  },
  'ocr.second.sure': {
    value: 0.9,
    reason:
      "the second reader's certainty of the words of a value read at the same place that puts it in place of the first reader's doubtful one: below it, two unsure reads are no better than one",
    grid: [0.8, 0.9, 0.95],
  },
  'classify.doubt.below': {
    value: 0.6,
    reason:
      'classification confidence under which an invoice carries the warning that it may be no invoice: titled or numbered with an amount stays above it',
  },
} satisfies Record<string, Tunable>;

export type TunableName = keyof typeof TUNABLES;

export type TunableValues = Partial<Record<TunableName, number>>;

type Trial = { values: TunableValues; consulted: Set<TunableName> };

const trials = new AsyncLocalStorage<Trial>();

/** A tunable's value: the table's, or the one the accuracy command is trying in its place. */
export function tuned(name: TunableName): number {
  const trial = trials.getStore();
  trial?.consulted.add(name);
  return trial?.values[name] ?? TUNABLES[name].value;
}

/**
 * Runs `job` (and everything it awaits) with some tunables set to other values: measuring
 * only. `consulted` gets the tunables the job asked for: a reading that never asked for one
 * reads the same whatever its value, so the accuracy command need not read it again.
 */
export function withTunables<T>(
  values: TunableValues,
  job: () => Promise<T>,
  consulted = new Set<TunableName>(),
): Promise<T> {
  return trials.run({ values: { ...trials.getStore()?.values, ...values }, consulted }, job);
}
