/**
 * How sure a value is, by how it was found: one table, so the confidences a reviewer sees are
 * set in one place and checked together (high confidence, ≥ 0.9, must be wrong at most 1 % of
 * the time on held-out documents; the arithmetic then raises or lowers amounts, `checks/`).
 */
export const CONFIDENCE = {
  /** A value by its label: in the label's cell, right of it, under it. */
  placement: { same: 0.9, right: 0.88, below: 0.8 },
  /** Factor for a bare label ("Date", "Invoice"), which may head another field's value. */
  bareLabel: 0.88,
  /** Vendor names by the reason they were found (before the signs add to them). */
  vendor: {
    sellerLabel: 0.85,
    issuedByLabel: 0.65,
    payeeLabel: 0.72,
    letterheadWithLegalForm: 0.84,
    letterhead: 0.78,
    legalNameAtTop: 0.7,
    signedFor: 0.8,
    senderLine: 0.62,
    legalName: 0.6,
    /** The first names at the top, each next one a little less. */
    firstLine: 0.55,
    firstLineStep: 0.02,
    /** Only the e-mail's sender names it. */
    senderHint: 0.45,
    /** The legal name printed beside the trading name. */
    legalNameBeside: 0.75,
  },
  /** A date in a "pay by" sentence, a "net by" term. */
  payBy: 0.78,
  netBy: 0.7,
  /** An invoice number in a sentence naming the invoice. */
  numberInProse: 0.6,
  /** A number marked only "N°" under the invoice's title (a fiscal box). */
  numberUnderTitle: 0.7,
  /** No label at all: the first date on the page, the largest amount as the total. */
  firstDateGuess: 0.45,
  largestAmountGuess: 0.5,
  /** A total read only from the amount spelled out in words. */
  amountInWords: 0.7,
  /** Added when the same value is printed under two labels, or is in the file's name. */
  printedAgain: 0.05,
  inFileName: 0.06,
} as const;
