/**
 * Amounts travel as numbers in major units and are stored as integer cents. The conversion
 * goes through 15 significant digits first so 1.005 becomes 101 cents, not 100.
 */
export const amountToCents = (amount: number): number =>
  Math.round(Number((amount * 100).toPrecision(15)));

export const centsToAmount = (cents: number): number => cents / 100;

/** $10,000: payments above it always need approval (SPEC §9). */
export const HIGH_VALUE_PAYMENT_CENTS = 1_000_000;
