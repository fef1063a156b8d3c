/**
 * Choosing a field's value among candidates by named, weighted signs (the shape of
 * `country.ts`): each sign a test, a weight and what it says; every candidate scored by the
 * signs it shows, and the chosen value keeps them, so a reader (and a test) sees why it won.
 */
export type SignShown = { what: string; weight: number };

export type Sign<C> = {
  /** Does this candidate show the sign? `all` is every candidate of the field. */
  test: (candidate: C, all: readonly C[]) => boolean;
  weight: number;
  what: string;
};

export type Weighed<C> = { candidate: C; score: number; signs: SignShown[] };

/** Every candidate with its score and the signs it showed, best first; a tie goes to the later one. */
export function weigh<C>(candidates: readonly C[], signs: readonly Sign<C>[]): Weighed<C>[] {
  const weighed = candidates.map((candidate, index) => {
    const shown = signs
      .filter((sign) => sign.test(candidate, candidates))
      .map(({ what, weight }) => ({ what, weight }));
    return {
      index,
      candidate,
      score: shown.reduce((sum, sign) => sum + sign.weight, 0),
      signs: shown,
    };
  });
  weighed.sort((a, b) => b.score - a.score || b.index - a.index);
  return weighed.map(({ candidate, score, signs: shown }) => ({ candidate, score, signs: shown }));
}

/** The best candidate with its signs, or null when there is none. */
export function choose<C>(candidates: readonly C[], signs: readonly Sign<C>[]): Weighed<C> | null {
  return weigh(candidates, signs)[0] ?? null;
}

/** Signs as one short line: "payable label +4, adds up +3". */
export function describeSigns(signs: readonly SignShown[]): string {
  return signs
    .map((sign) => `${sign.what} ${sign.weight >= 0 ? '+' : ''}${sign.weight}`)
    .join(', ');
}
