import { data as iso4217 } from 'currency-codes';

/**
 * Limits on everything a client sends. They keep requests within what the database and the
 * people reading the data can use; the messages are what the web app shows next to a field.
 */
export const INPUT_LIMITS = {
  /** Ids are UUIDs on the server; fixtures and providers use other short strings. */
  idLength: 128,
  /** Names, numbers, e-mail addresses, statuses. */
  shortText: 320,
  /** Addresses, payment terms, line item descriptions, subjects. */
  longText: 2_000,
  /** Message and e-mail bodies. */
  messageText: 20_000,
  /** OAuth codes and states from a provider's redirect. */
  oauthParameter: 2_048,
  amountMax: 999_999_999.99,
  amountDecimals: 2,
  quantityMax: 1_000_000_000,
  quantityDecimals: 4,
  lineItems: 500,
  recipients: 50,
  checks: 100,
  dateMin: '1900-01-01',
  dateMax: '2100-12-31',
} as const;

const grouped = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 4 });

/** Field messages of a 400 `validation_error` (details.issues[].message), for people. */
export const INPUT_MESSAGES = {
  unsafeText:
    'Contains characters that cannot be saved (a null character or a broken emoji). Remove them and try again.',
  tooLong: (max: number) => `Must be at most ${grouped(max)} characters.`,
  required: 'Required.',
  id: `Must be an id of 1 to ${INPUT_LIMITS.idLength} characters.`,
  amountNotNumber: 'Enter the amount as a number, e.g. 1250.50.',
  amountNegative: 'An amount cannot be negative.',
  amountTooLarge: `An amount must be at most ${grouped(INPUT_LIMITS.amountMax)}.`,
  amountDecimals: 'An amount can have at most 2 decimal places.',
  quantityNotNumber: 'Enter the quantity as a number, e.g. 3 or 1.5.',
  quantityNegative: 'A quantity cannot be negative.',
  quantityTooLarge: `A quantity must be at most ${grouped(INPUT_LIMITS.quantityMax)}.`,
  quantityDecimals: 'A quantity can have at most 4 decimal places.',
  currency: 'Use a three-letter ISO 4217 currency code in capitals, such as USD or EUR.',
  dateFormat: 'Enter a real calendar date as YYYY-MM-DD.',
  dateRange: `Enter a date between ${INPUT_LIMITS.dateMin} and ${INPUT_LIMITS.dateMax}.`,
  tooManyLineItems: `An invoice can have at most ${INPUT_LIMITS.lineItems} line items.`,
  tooManyRecipients: `At most ${INPUT_LIMITS.recipients} recipients.`,
  tooManyChecks: `At most ${INPUT_LIMITS.checks} checks.`,
} as const;

// Fund, precious-metal and testing codes (XAU, XTS, XXX, ...) are not money an invoice is in.
const NOT_MONEY = /^zz/i;

/** Active ISO 4217 currency codes (from the currency-codes package's copy of list one). */
export const CURRENCY_CODES: ReadonlySet<string> = new Set(
  iso4217
    .filter((currency) => !currency.countries.some((country) => NOT_MONEY.test(country)))
    .map((currency) => currency.code),
);

// A lone UTF-16 surrogate (half of an emoji) cannot be stored as UTF-8; NUL cannot be in text.
const LONE_SURROGATE = /\p{Cs}/u;

/** True when PostgreSQL can store the text as it is: no NUL and no lone surrogate. */
export const isStorableText = (text: string): boolean =>
  !text.includes('\u0000') && !LONE_SURROGATE.test(text);

/** Plain decimal text with at most `decimals` fraction digits (no sign, no exponent). */
export const hasAtMostDecimals = (value: number | string, decimals: number): boolean =>
  new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`).test(String(value).trim());
