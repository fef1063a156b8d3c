import { describe, expect, it } from 'vitest';
import { maskAccountNumber } from './mask-account-number';

describe('maskAccountNumber', () => {
  it.each([
    ['123456789', '••••6789'],
    ['1234-5678 9012', '••••9012'],
    ['12345', '••••2345'],
    ['1234', '••••1234'],
    ['12', '••••12'],
  ])('%j -> %j', (input, masked) => {
    expect(maskAccountNumber(input)).toBe(masked);
  });

  it('never reveals more than four digits', () => {
    const masked = maskAccountNumber('9876543210123');
    expect(masked.replace(/\D/g, '')).toBe('0123');
  });

  it.each([null, undefined, '', '  '])('%j -> empty', (input) => {
    expect(maskAccountNumber(input)).toBe('');
  });
});
