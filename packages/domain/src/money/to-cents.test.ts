import { describe, expect, it } from 'vitest';
import { centsToAmount, sumCents, toCents, toCentsOrNull } from './to-cents';

describe('toCentsOrNull', () => {
  it.each([
    [0, 0],
    [1, 100],
    [12.34, 1234],
    [0.1, 10],
    [0.29, 29],
    [1.005, 101],
    [1.015, 102],
    [-12.34, -1234],
    [-0.005, -1],
    [19.99, 1999],
    [1e3, 100000],
    [1e-7, 0],
  ])('number %s -> %s cents', (input, cents) => {
    expect(toCentsOrNull(input)).toBe(cents);
  });

  it.each([
    ['0', 0],
    ['12', 1200],
    ['12.3', 1230],
    ['12.34', 1234],
    ['12.345', 1235],
    ['12.344', 1234],
    ['12.3449999', 1234],
    ['  7.5  ', 750],
    ['.5', 50],
    ['5.', 500],
    ['+3.10', 310],
    ['-3.10', -310],
    ['-0.00', 0],
    ['007.50', 750],
    ['1e2', 10000],
    ['1.5E-1', 15],
    ['1e+3', 100000],
    ['0.004', 0],
    ['0.005', 1],
    ['1e-400', 0],
    ['12345678901234.56', 1234567890123456],
  ])('decimal string %j -> %s cents', (input, cents) => {
    expect(toCentsOrNull(input)).toBe(cents);
  });

  it('never returns negative zero', () => {
    expect(Object.is(toCentsOrNull('-0'), 0)).toBe(true);
    expect(Object.is(toCentsOrNull(-0.001), 0)).toBe(true);
  });

  it.each([
    null,
    undefined,
    '',
    '   ',
    'abc',
    '12abc',
    '1,000.00',
    '$5',
    '0x10',
    '.',
    '-',
    '1e',
    '1.2.3',
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    'Infinity',
    '1e400',
    '1e999999999',
  ])('%j is not an amount', (input) => {
    expect(toCentsOrNull(input)).toBeNull();
  });
});

describe('toCents', () => {
  it('gives 0 for missing or invalid amounts', () => {
    expect(toCents(null)).toBe(0);
    expect(toCents(undefined)).toBe(0);
    expect(toCents('n/a')).toBe(0);
    expect(toCents('42.10')).toBe(4210);
  });
});

describe('sumCents', () => {
  it('adds 0.1 and 0.2 without float drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumCents([0.1, 0.2])).toBe(30);
  });

  it('mixes numbers, strings and invalid values', () => {
    expect(sumCents([1.1, '2.20', null, 'x', undefined, -0.3])).toBe(300);
  });

  it('sums many small amounts exactly', () => {
    expect(sumCents(Array.from({ length: 1000 }, () => 0.01))).toBe(1000);
  });

  it('is 0 for no amounts', () => {
    expect(sumCents([])).toBe(0);
  });
});

describe('centsToAmount', () => {
  it('turns cents back into units', () => {
    expect(centsToAmount(1234)).toBe(12.34);
    expect(centsToAmount(sumCents([0.1, 0.2]))).toBe(0.3);
  });
});
