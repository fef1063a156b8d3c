import { describe, expect, it } from 'vitest';
import { invoiceNumberKey } from './invoice-number-key';

describe('invoiceNumberKey', () => {
  it.each([
    ['INV-1001', '1001'],
    ['inv 1001', '1001'],
    ['Inv.001001', '1001'],
    ['INVOICE #1001', '1001'],
    ['Invoice No. 1001', '1001'],
    ['#1001', '1001'],
    ['no 0042', '42'],
    ['1001', '1001'],
    ['  01-001  ', '1001'],
    ['CL-2026-044', 'CL2026044'],
    ['cl 2026/044', 'CL2026044'],
    ['A-0042', 'A0042'],
    ['000', '0'],
    ['INV-000', '0'],
    ['NOV-2024-1', 'NOV20241'],
    ['INVOICE', 'INVOICE'],
    ['INVALID-7', 'INVALID7'],
  ])('%j -> %j', (number, key) => {
    expect(invoiceNumberKey(number)).toBe(key);
  });

  it.each([null, undefined, '', '  ', '--#'])('%j has no key', (number) => {
    expect(invoiceNumberKey(number)).toBeNull();
  });
});
