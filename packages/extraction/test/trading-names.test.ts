import { describe, expect, it } from 'vitest';
import { readTextInvoice } from './support/read-text';

// A vendor printing the name it trades under and its legal name in one line: the trading name
// is the vendor's name, the legal one its `legal_name` (`tradingAs`, `brandOf` in each vocabulary).
describe('a trading name printed with its legal name', () => {
  it('is split where the legal name comes first ("h.o.d.n.")', async () => {
    const invoice = await readTextInvoice([
      'Leeuw Hospitality B.V. h.o.d.n. Hotel De Gouden Leeuw',
      'Factuurnummer: GL-2025-03318',
      'Te betalen: € 696,50',
    ]);
    expect(invoice?.vendor.name?.value).toBe('Hotel De Gouden Leeuw');
    expect(invoice?.vendor.legal_name?.value).toBe('Leeuw Hospitality B.V.');
  });

  it('is split where the trading name comes first ("is a trading name of")', async () => {
    const invoice = await readTextInvoice([
      'Northbrook Energy is a trading name of Northbrook Supply Ltd',
      'Invoice No: NE-55120',
      'Amount due: £136.10',
    ]);
    expect(invoice?.vendor.name?.value).toBe('Northbrook Energy');
    expect(invoice?.vendor.legal_name?.value).toBe('Northbrook Supply Ltd');
  });
});
