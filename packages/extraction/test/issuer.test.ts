import { describe, expect, it } from 'vitest';
import { readRuns, runsAt } from './support/text-runs';

const whats = (field: { signs?: { what: string }[] } | null | undefined) =>
  (field?.signs ?? []).map((sign) => sign.what);

describe('the vendor is the party asking to be paid', () => {
  it("is a marketplace's seller, not the marketplace in the letterhead", () => {
    const invoice = readRuns([
      [
        ...runsAt(40, 22, ['ShopHub Marketplace', 40, 280]),
        ...runsAt(70, 9, ['www.shophub.com', 40, 130]),
        ...runsAt(100, 9, ['Invoice No.', 380, 440], ['SH-88231', 470, 530]),
        ...runsAt(115, 9, ['Invoice Date', 380, 445], ['03/04/2025', 470, 530]),
        ...runsAt(140, 9, ['Sold by:', 40, 80], ['Kestrel Audio GmbH', 95, 200]),
        ...runsAt(155, 9, ['VAT ID: DE123456789', 95, 200]),
        ...runsAt(180, 9, ['Bill to:', 40, 80], ['Jordan Miles', 95, 160]),
        ...runsAt(260, 9, ['Total', 380, 410], ['€ 119.00', 480, 530]),
      ],
    ]);
    expect(invoice.vendor.name?.value).toBe('Kestrel Audio GmbH');
    expect(whats(invoice.vendor.name)).toContain('legal name beside its tax id');
  });

  it('keeps the legal name of the footer beside the trading name of the letterhead', () => {
    const invoice = readRuns([
      [
        ...runsAt(40, 24, ['Brightline', 40, 170]),
        ...runsAt(100, 9, ['Invoice No.', 380, 440], ['BL-2231', 470, 530]),
        ...runsAt(115, 9, ['Invoice Date', 380, 445], ['12/05/2025', 470, 530]),
        ...runsAt(140, 9, ['Bill to:', 40, 80], ['Harbour Café', 95, 170]),
        ...runsAt(260, 9, ['Total', 380, 410], ['£ 240.00', 480, 530]),
        ...runsAt(760, 7, [
          'Brightline Energy Supply Ltd · Registered in England 01234567 · VAT GB123456789',
          40,
          400,
        ]),
      ],
    ]);
    expect(invoice.vendor.name?.value).toBe('Brightline');
    expect(invoice.vendor.legal_name?.value).toBe('Brightline Energy Supply Ltd');
  });

  it('is not a "Contact us" heading, but the payee of the cheques', () => {
    const invoice = readRuns([
      [
        ...runsAt(30, 14, ['Contact us', 400, 470]),
        ...runsAt(50, 9, ['Call 0800 000 1111', 400, 480]),
        ...runsAt(120, 9, ['Bill date:', 380, 430], ['02 June 2025', 470, 530]),
        ...runsAt(260, 9, ['Total to pay', 380, 440], ['£48.10', 480, 530]),
        ...runsAt(400, 8, ['Make cheques payable to “Northfield Gas Ltd”', 300, 520]),
      ],
    ]);
    expect(invoice.vendor.name?.value).toBe('Northfield Gas Ltd');
    expect(invoice.total?.value).toBe('48.10');
  });
});
