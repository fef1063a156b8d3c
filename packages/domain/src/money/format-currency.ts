import { DEFAULT_CURRENCY, LOCALE } from '../constants';
import { LABELS } from '../messages';
import { type AmountInput, toCents } from './to-cents';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE, { style: 'currency', currency });
    formatters.set(currency, formatter);
  }
  return formatter;
}

function normaliseCurrency(currency: string | null | undefined): string {
  const code = currency?.trim().toUpperCase();
  if (!code) return DEFAULT_CURRENCY;
  try {
    formatterFor(code);
    return code;
  } catch {
    return DEFAULT_CURRENCY; // not an ISO 4217 code Intl knows
  }
}

/** Exact decimal text of integer cents, e.g. -1234 -> "-12.34" (Intl formats it exactly). */
function centsToDecimalText(cents: number): `${number}` {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  const units = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  return `${sign}${units}.${rest}` as `${number}`;
}

/** Formats integer cents in en-US currency style: 123456 -> "$1,234.56". */
export function formatCents(cents: number, currency?: string | null): string {
  const safeCents = Number.isFinite(cents) ? cents : 0;
  return formatterFor(normaliseCurrency(currency)).format(centsToDecimalText(safeCents));
}

/** Formats an amount (number or decimal string); zero, missing or invalid shows "$0.00". */
export function formatCurrency(amount: AmountInput, currency?: string | null): string {
  return formatCents(toCents(amount), currency);
}

/** Admin variant: zero, missing or invalid shows "N/A". */
export function formatCurrencyOrNA(amount: AmountInput, currency?: string | null): string {
  const cents = toCents(amount);
  return cents === 0 ? LABELS.notApplicable : formatCents(cents, currency);
}
