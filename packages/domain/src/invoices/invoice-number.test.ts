import { describe, expect, it } from 'vitest';
import { displayInvoiceNumber } from './invoice-number';

describe('displayInvoiceNumber', () => {
  it('shows the number', () => {
    expect(displayInvoiceNumber('INV-001')).toBe('INV-001');
    expect(displayInvoiceNumber(' INV-002 ')).toBe('INV-002');
  });

  it.each([null, undefined, '', '   '])('%j shows N/A', (value) => {
    expect(displayInvoiceNumber(value)).toBe('N/A');
  });
});
