import { describe, expect, it } from 'vitest';
import { parseNumberOrZero } from './parse-number';

describe('parseNumberOrZero', () => {
  it.each([
    [5, 5],
    [1.25, 1.25],
    [-3, -3],
    ['12', 12],
    ['12.50', 12.5],
    [' 0.01 ', 0.01],
    ['.5', 0.5],
    ['5.', 5],
    ['-2.5', -2.5],
    ['1e3', 1000],
  ])('%j -> %s', (input, expected) => {
    expect(parseNumberOrZero(input)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    'abc',
    '12abc',
    '0x10',
    'Infinity',
    '1,000',
    Number.NaN,
    Number.POSITIVE_INFINITY,
    null,
    undefined,
    true,
    {},
  ])('%j -> 0', (input) => {
    expect(parseNumberOrZero(input)).toBe(0);
  });
});
