/**
 * Every number the line-coding model uses, in one place, each with why it is what it is.
 * Tuned on the bench's first seed only (`pnpm --filter @ap/api bench:coding`); the other
 * seeds are held out and are the ones reported in docs/benchmarks.md.
 */
export const CODING_WEIGHTS = {
  /**
   * A person's earlier value counts for a new line when the descriptions share at least this
   * share of their words (Jaccard): "Hosting - March" and "Hosting - April" share all of
   * theirs once dates are dropped; "Toner" and "Desk chair" share none.
   */
  correctionSimilarity: 0.5,
  /** A correction's confidence: this base plus the rest scaled by how alike the lines are. */
  correctionBaseConfidence: 0.75,
  /** A rule is the organisation's own decision: as sure as anything can be. */
  ruleConfidence: 1,
  /** The default rule applies only when nothing more specific knows; shown as a guess. */
  defaultRuleConfidence: 0.7,
  /**
   * A coded line's weight halves every this many days: last quarter's habits count more than
   * last year's, yet a yearly renewal still remembers last year's coding.
   */
  recencyHalfLifeDays: 180,
  /**
   * Weight of the vendor's usual coding (its lines' recency-weighted shares) in the vote,
   * however many lines it billed, beside its lines alike in words (each voting with its
   * similarity): a line whose words the vendor never billed follows the usual, and one earlier
   * line of the very same words outweighs it even at a vendor of hundreds of lines.
   */
  vendorUsualWeight: 0.1,
  /**
   * How strongly similar descriptions pull the vote toward their coding (power of the
   * similarity): above 1, a few lines of the very same words outvote many sharing one word.
   */
  historySimilarityPower: 1.5,
  /**
   * Weight of a line the assistant coded and nobody confirmed or changed: it is evidence,
   * but weaker than what a person decided, so the model does not merely echo itself.
   */
  unconfirmedWeight: 0.5,
  /** Effective votes (recency-weighted) at which a coding counts as fully supported. */
  fullSupport: 2,
  /**
   * How much more a line alike in words supports its coding than any line of the vendor: one
   * earlier line of the very same description is strong evidence.
   */
  alikeSupport: 2,
  /**
   * For class and location: weight of the vendor's lines booked to another account than the
   * line's (a vendor's lines on one account mostly share their class and location). A line
   * alike in words keeps more of its weight: its account may be the miscoded part.
   */
  otherAccountWeight: 0.2,
  /**
   * For class and location of a line whose words the vendor never billed: pull of the vendor's
   * lines that other vendors code as they code lines like this one (the same kind of
   * purchase under other words: "Detention" beside "Fuel surcharge"), as if alike in words.
   */
  kinPull: 1,
  /** Lines of other vendors count only this alike, or more. */
  otherVendorsSimilarity: 0.5,
  /**
   * A line sharing less than this with every line of its vendor is new to it ("New handset"
   * from the phone company): for the account, lines of other vendors much like it decide
   * first, the vendor's usual coding only when they do not know; for class and location,
   * the vendor's lines other vendors code alike with such lines pull (kinPull).
   */
  novelLineSimilarity: 0.2,
  /**
   * Support one other vendor's alike lines lend their coding, in lines of the vendor's own:
   * the organisation books a kind of purchase alike whoever sells it. Each other vendor
   * counts once, however often it billed the line.
   */
  otherVendorSupport: 8,
  /** Other vendors' suggestions are this much less sure than the vendor's own would be. */
  otherVendorsWeight: 0.85,
  /**
   * Their confidence is scaled by this for class and location (who bought a thing, not what
   * it is), asked only for a vendor with no history.
   */
  otherVendorsClassWeight: 0.5,
  /**
   * Below this confidence a suggestion is left for a person instead of applied: a wrong
   * account costs a correction and a mis-stated ledger; an empty one costs a pick.
   */
  applyThreshold: 0.6,
} as const;

export type CodingWeights = typeof CODING_WEIGHTS;
