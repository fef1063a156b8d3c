import { describe, expect, it } from 'vitest';
import { formatCents, formatCurrency, formatCurrencyOrNA } from './format-currency';

describe('formatCurrency', () => {
  it.each([
    [1234.56, '$1,234.56'],
    ['1234.5', '$1,234.50'],
    [0.1, '$0.10'],
    [1000000, '$1,000,000.00'],
    [-42.5, '-$42.50'],
    ['19.999', '$20.00'],
  ])('%j -> %s', (amount, text) => {
    expect(formatCurrency(amount)).toBe(text);
  });

  it.each([0, '0', '0.00', null, undefined, '', 'abc', Number.NaN])('%j shows $0.00', (amount) => {
    expect(formatCurrency(amount)).toBe('$0.00');
  });

  it('uses the given currency, defaulting to USD', () => {
    expect(formatCurrency(10, 'EUR')).toBe('€10.00');
    expect(formatCurrency(10, 'eur')).toBe('€10.00');
    expect(formatCurrency(10, null)).toBe('$10.00');
    expect(formatCurrency(10, '')).toBe('$10.00');
    expect(formatCurrency(10, 'CAD')).toBe('CA$10.00');
  });

  it('falls back to USD for a code Intl rejects', () => {
    expect(formatCurrency(10, 'NOT-A-CODE')).toBe('$10.00');
  });
});

describe('formatCurrencyOrNA (admin)', () => {
  it.each([0, null, undefined, '', 'x'])('%j shows N/A', (amount) => {
    expect(formatCurrencyOrNA(amount)).toBe('N/A');
  });

  it('formats non-zero amounts', () => {
    expect(formatCurrencyOrNA('99.9')).toBe('$99.90');
    expect(formatCurrencyOrNA(-1, 'USD')).toBe('-$1.00');
  });
});

describe('formatCents', () => {
  it('formats integer cents exactly', () => {
    expect(formatCents(30)).toBe('$0.30');
    expect(formatCents(1)).toBe('$0.01');
    expect(formatCents(-5)).toBe('-$0.05');
    expect(formatCents(900719925474099)).toBe('$9,007,199,254,740.99');
  });

  it('treats a non-finite value as zero', () => {
    expect(formatCents(Number.NaN)).toBe('$0.00');
  });
});
