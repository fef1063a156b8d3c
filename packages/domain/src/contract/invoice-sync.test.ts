import { describe, expect, it } from 'vitest';
import {
  INVOICE_PAGE_SIZE_DEFAULT,
  InvoiceChangesQuerySchema,
  InvoicePageQuerySchema,
} from './invoice-sync';

describe('invoice page and changes queries', () => {
  it('defaults the page size and refuses sizes out of range or not whole', () => {
    expect(InvoicePageQuerySchema.parse({})).toEqual({ limit: INVOICE_PAGE_SIZE_DEFAULT });
    expect(InvoicePageQuerySchema.parse({ limit: '1000' }).limit).toBe(1000);
    for (const limit of ['0', '1001', '2.5', 'ten', '-1'])
      expect(InvoicePageQuerySchema.safeParse({ limit }).success).toBe(false);
  });

  it('takes only base64url cursors', () => {
    expect(InvoicePageQuerySchema.safeParse({ cursor: 'MTIzOmludl8x' }).success).toBe(true);
    for (const cursor of ['', 'a b', 'x'.repeat(401), 'a+b/c='])
      expect(InvoicePageQuerySchema.safeParse({ cursor }).success).toBe(false);
  });

  it('takes a version only when PostgreSQL would read it as a snapshot', () => {
    for (const since of ['752:752:', '100:200:150,199', '1:18446744073709551615:'])
      expect(InvoiceChangesQuerySchema.safeParse({ since }).success).toBe(true);
    for (const since of [
      '',
      'garbage',
      '200:100:',
      '0:5:',
      '100:200:99',
      '100:200:200',
      '1:18446744073709551616:',
      '1:2',
      '1:2:3:4',
      '1:5:2,,3',
    ])
      expect(InvoiceChangesQuerySchema.safeParse({ since }).success, since).toBe(false);
  });
});
