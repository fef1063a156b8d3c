import { describe, expect, it } from 'vitest';
import { readTextInvoice } from './support/read-text';

// Texts whose blank lines between blocks were lost (an e-mail body, a text export).
describe("a customer's block", () => {
  it("ends where the line-item table's header starts", async () => {
    const invoice = await readTextInvoice([
      'Acme Office Supply Co.',
      'Invoice No.: F44224',
      'Invoice Date: 30-Aug-2024',
      'BILLED TO:',
      'Northwind Traders',
      '44 Harbour Road',
      'Leeds LS1 4AP',
      'Details                                 Hours     Unit Price     Line Total',
      'Laptop docking station                      5      £1,824.67      £9,123.35',
      'Consulting services                         7      £1,522.82     £10,659.74',
      'Total Due:   £19,783.09',
    ]);
    expect(invoice?.bill_to.name?.value).toBe('Northwind Traders');
    expect(invoice?.bill_to.address?.value).toBe('44 Harbour Road, Leeds LS1 4AP');
    expect(invoice?.line_items.map((item) => item.description.value)).toEqual([
      'Laptop docking station',
      'Consulting services',
    ]);
  });

  it('ends before a sum of money', async () => {
    const invoice = await readTextInvoice([
      'Invoice',
      'Invoice number     4F2C9A1B-0007',
      'Date of issue      March 1, 2025',
      'Cloudwise Analytics, Inc.',
      'Bill to',
      'Harbour Freight Logistics LLC',
      '22 Pier Road',
      'Portland, Maine 04101',
      '$1,188.00 USD due March 15, 2025',
      'Total                                                       $1,188.00',
    ]);
    expect(invoice?.bill_to.name?.value).toBe('Harbour Freight Logistics LLC');
    expect(invoice?.bill_to.address?.value).toBe('22 Pier Road, Portland, Maine 04101');
  });

  it('is never a table header\'s cell that starts like an honorific ("Sr.")', async () => {
    const invoice = await readTextInvoice([
      'TAX INVOICE',
      'SHREEJI PACKAGING INDUSTRIES',
      'Invoice No.: SPI/24-25/0312      Invoice Date: 08-07-2024',
      'Details of Receiver (Billed to)',
      'Aarav Foods Pvt. Ltd.',
      'Sanand, Ahmedabad, Gujarat - 382213',
      'Sr.  Description of Goods     HSN     Qty    Rate     Taxable Value',
      '1    Corrugated Box 5-Ply     4819    4,000  28.50    1,14,000.00',
      'Grand Total (INR)                                   1,14,000.00',
    ]);
    expect(invoice?.bill_to.name?.value).toBe('Aarav Foods Pvt. Ltd.');
  });
});
