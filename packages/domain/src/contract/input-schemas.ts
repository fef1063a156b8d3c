import { z } from 'zod';
import {
  CURRENCY_CODES,
  hasAtMostDecimals,
  INPUT_LIMITS,
  INPUT_MESSAGES,
  isStorableText,
} from './input-rules';

/**
 * The validated building blocks of every request schema: text the database can store within
 * a length limit, money, quantities, currencies and calendar dates in a sane range.
 */
export const safeText = (max: number = INPUT_LIMITS.shortText) =>
  z
    .string()
    .max(max, INPUT_MESSAGES.tooLong(max))
    .refine(isStorableText, INPUT_MESSAGES.unsafeText);

/** An id a client sends (path parameters, references in bodies). */
export const InputIdSchema = z
  .string()
  .min(1, INPUT_MESSAGES.id)
  .max(INPUT_LIMITS.idLength, INPUT_MESSAGES.id)
  .refine(isStorableText, INPUT_MESSAGES.unsafeText);

type NumberRule = {
  notNumber: string;
  negative: string;
  tooLarge: string;
  max: number;
  decimals: number;
  decimalsMessage: string;
};

// A JSON number: the save body carries numbers (SPEC §3 "amount (number)"; the client parses
// what a form field holds). Text such as "0" is refused, not converted.
const boundedNumber = (rule: NumberRule) =>
  z.number({ error: rule.notNumber }).superRefine((value, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (value < 0) fail(rule.negative);
    else if (value > rule.max) fail(rule.tooLarge);
    else if (!hasAtMostDecimals(value, rule.decimals)) fail(rule.decimalsMessage);
  });

/** Money in major units as a JSON number: 0 to 999,999,999.99 with at most 2 decimals. */
export const AmountInputSchema = boundedNumber({
  notNumber: INPUT_MESSAGES.amountNotNumber,
  negative: INPUT_MESSAGES.amountNegative,
  tooLarge: INPUT_MESSAGES.amountTooLarge,
  max: INPUT_LIMITS.amountMax,
  decimals: INPUT_LIMITS.amountDecimals,
  decimalsMessage: INPUT_MESSAGES.amountDecimals,
});

/** A line item quantity: 0 to 1,000,000,000 with at most 4 decimals. */
export const QuantityInputSchema = boundedNumber({
  notNumber: INPUT_MESSAGES.quantityNotNumber,
  negative: INPUT_MESSAGES.quantityNegative,
  tooLarge: INPUT_MESSAGES.quantityTooLarge,
  max: INPUT_LIMITS.quantityMax,
  decimals: INPUT_LIMITS.quantityDecimals,
  decimalsMessage: INPUT_MESSAGES.quantityDecimals,
});

/** An active ISO 4217 code in capitals (USD, EUR, JPY). */
export const CurrencyCodeSchema = z
  .string({ error: INPUT_MESSAGES.currency })
  .refine((code) => CURRENCY_CODES.has(code), INPUT_MESSAGES.currency)
  .meta({ examples: ['USD', 'EUR', 'GBP', 'JPY'] });

/** A real calendar date, YYYY-MM-DD, between 1900-01-01 and 2100-12-31. */
export const CalendarDateInputSchema = z
  .string({ error: INPUT_MESSAGES.dateFormat })
  .regex(/^\d{4}-\d{2}-\d{2}$/, INPUT_MESSAGES.dateFormat)
  .pipe(z.iso.date(INPUT_MESSAGES.dateFormat))
  .refine(
    (date) => date >= INPUT_LIMITS.dateMin && date <= INPUT_LIMITS.dateMax,
    INPUT_MESSAGES.dateRange,
  )
  .meta({ examples: ['2026-01-31', '2024-02-29'] });
