/** An amount as the server or a form sends it. */
export type AmountInput = number | string | null | undefined;

// Optional sign, digits with an optional fraction (or a bare fraction), optional exponent.
const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/**
 * Converts an amount to integer cents without float error: the decimal text is read digit by
 * digit (a number goes through its shortest round-trip text, so 0.1 is "0.1", not
 * 0.1000000000000000055...). Fractions of a cent round half away from zero.
 * Returns null when the input is missing or not a finite decimal number.
 */
export function toCentsOrNull(value: AmountInput): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const text = String(value).trim();
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, intDigits = '', fracDigits = '', exponentText] = match;
  if (intDigits === '' && fracDigits === '') return null;

  // Shift the decimal point by the exponent plus 2 (to cents) on the digit string.
  const digits = intDigits + fracDigits;
  const pointAt = intDigits.length + Number(exponentText ?? 0) + 2;
  if (pointAt < 0) return 0; // below a tenth of a cent
  if (pointAt > 17) return null; // beyond safe-integer cents
  let whole: string;
  let rest: string;
  if (pointAt === 0) {
    whole = '0';
    rest = digits;
  } else if (pointAt >= digits.length) {
    whole = digits + '0'.repeat(pointAt - digits.length);
    rest = '';
  } else {
    whole = digits.slice(0, pointAt);
    rest = digits.slice(pointAt);
  }
  let cents = Number(whole);
  if (rest !== '' && rest.charCodeAt(0) >= 53 /* '5' */) cents += 1;
  if (!Number.isSafeInteger(cents)) return null;
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/** Like `toCentsOrNull`, with 0 for a missing or non-numeric amount. */
export function toCents(value: AmountInput): number {
  return toCentsOrNull(value) ?? 0;
}

/** Adds amounts as integer cents, so 0.1 + 0.2 is exactly 30 cents. Invalid amounts count 0. */
export function sumCents(values: readonly AmountInput[]): number {
  let total = 0;
  for (const value of values) total += toCents(value);
  return total;
}

/** Integer cents back to a number of currency units (for payloads that carry `amount`). */
export function centsToAmount(cents: number): number {
  return cents / 100;
}
