import { describe, expect, it } from 'vitest';
import { readTextInvoice } from './support/read-text';
import { readRuns, runsAt } from './support/text-runs';

const read = (lines: string[]) => readTextInvoice(lines, 'bill.txt');

const whats = (field: { signs?: { what: string }[] } | null | undefined) =>
  (field?.signs ?? []).map((sign) => sign.what);

describe("a bill's amount due", () => {
  it("is this period's charges, not the amount that adds a balance brought forward", async () => {
    const invoice = await read([
      'Lakeside Water Services Ltd',
      'Bill date: 12 May 2025',
      'Previous balance            £40.00',
      'Current charges             £57.30',
      'Total amount due            £97.30',
    ]);
    expect(invoice?.total?.value).toBe('57.30');
    expect(whats(invoice?.total)).toContain("this period's charges");
  });

  it("is this period's charges when a payment took part of the balance brought forward", async () => {
    const invoice = await read([
      'Northbrook Energy Ltd',
      'Bill date: 3 March 2025',
      'Balance brought forward from your last bill     £142.87',
      'Payment received 12 February 2025 - thank you   -£100.00',
      'Charges for this period                         £136.10',
      'Amount due now                                  £178.97',
    ]);
    expect(invoice?.total?.value).toBe('136.10');
  });

  it('is the amount in a "please pay ... by <date>" sentence, and that date is the due date', async () => {
    const invoice = await read([
      'Lakeside Water Services Ltd',
      'Bill date: 12 May 2025',
      'Please pay £63.15 – to reach us by 26 May 2025',
      'Water supplied this quarter',
      'Total cost of water used        £61.02',
      'VAT at 5%                        £2.13',
    ]);
    expect(invoice?.total?.value).toBe('63.15');
    expect(whats(invoice?.total)).toContain('payable label');
    expect(invoice?.due_date?.value).toBe('2025-05-26');
    expect(whats(invoice?.due_date)).toContain('pay-by words before it');
  });
});

describe('a total among several "Total" rows', () => {
  // An Indian GST invoice: the line's total, then a tax summary whose rows are headed "Total" too.
  const gstInvoice = [
    'SHREE GANESH TRADERS',
    'Tax Invoice',
    'Invoice No. SG/118',
    'Date: 02-08-2025',
    'Sl   Description   Quantity   Rate     Amount',
    '1    Steel rods    410 KGS    300.00   1,23,000.00',
    '                 CGST 9 %                11,070.00',
    '                 SGST 9 %                11,070.00',
    'Total                                  ₹ 1,45,140.00',
    'HSN/SAC    Taxable Value    CGST Amount    SGST Amount    Total Tax Amount',
    '72142090   1,23,000.00      11,070.00      11,070.00      22,140.00',
    'Total      1,23,000.00      11,070.00      11,070.00      22,140.00',
  ];

  it('is the one the lines and the tax add up to, read in lakh grouping, its tax counted once', async () => {
    const invoice = await read(gstInvoice);
    expect(invoice?.total?.value).toBe('145140.00');
    expect(whats(invoice?.total)).toContain('lines or subtotal plus tax');
    // The summary's "Total Tax Amount" is the sum of its CGST and SGST, not a third part.
    expect(invoice?.tax?.value).toBe('22140.00');
  });

  it('is the later total that adds a charge printed after the gross (a stamp duty)', async () => {
    const invoice = await read([
      'Société Oliveraie du Sahel',
      'Facture N° 2024-117',
      'Date: 14/02/2024',
      'Total HT           1.250,500',
      'TVA 0 %                0,000',
      'Total TTC          1.250,500',
      'Timbre fiscal          1,000',
      'Total              1.251,500',
    ]);
    expect(invoice?.total?.value).toBe('1251.50');
    expect(whats(invoice?.total)).not.toContain('gross label');
  });

  it('is not a later amount that adds a balance brought forward', async () => {
    const invoice = await read([
      'Lakeside Water Services Ltd',
      'Bill date: 12 May 2025',
      'Total charges        £57.30',
      'Balance brought forward   £40.00',
      'Total amount due     £97.30',
    ]);
    expect(invoice?.total?.value).toBe('57.30');
  });
});

describe("a bill's account number", () => {
  it('is not taken as the invoice number: a bill without one has none', () => {
    const invoice = readRuns([
      [
        ...runsAt(40, 14, ['Northfield Telecom Ltd', 40, 200], ['TAX INVOICE', 380, 460]),
        ...runsAt(60, 9, ['Account No.', 300, 350], ['5512339801', 390, 450]),
        ...runsAt(80, 9, ['Bill date:', 300, 350], ['02/06/2025', 390, 450]),
        ...runsAt(200, 9, ['Amount due', 300, 360], ['£31.20', 400, 440]),
      ],
    ]);
    expect(invoice.invoice_number).toBeNull();
    expect(invoice.total?.value).toBe('31.20');
  });

  it('gives way to the invoice number printed beside it', () => {
    const invoice = readRuns([
      [
        ...runsAt(40, 14, ['Northfield Telecom Ltd', 40, 200], ['TAX INVOICE', 380, 460]),
        ...runsAt(60, 9, ['Account No.', 300, 350], ['5512339801', 390, 450]),
        ...runsAt(75, 9, ['Invoice No.', 300, 350], ['NT-771204', 390, 450]),
        ...runsAt(200, 9, ['Amount due', 300, 360], ['£31.20', 400, 440]),
      ],
    ]);
    expect(invoice.invoice_number?.value).toBe('NT-771204');
    expect(whats(invoice.invoice_number)).toContain('invoice-number label');
  });

  it("is not a bank slip's payment reference (a Brazilian boleto's 'Número referência')", () => {
    const invoice = readRuns([
      [
        ...runsAt(40, 14, ['Energia Serrana Distribuidora S.A.', 40, 260]),
        ...runsAt(60, 9, ['Data de emissão:', 300, 380], ['03/03/2024', 400, 460]),
        ...runsAt(80, 9, ['Valor a pagar', 300, 370], ['R$ 91,72', 400, 460]),
        ...runsAt(300, 9, ['DATA DOCUMENTO', 40, 120], ['NUMERO REFERENCIA', 160, 260]),
        ...runsAt(315, 9, ['03/03/2024', 40, 100], ['FAT-01-2024551870-12', 160, 280]),
      ],
    ]);
    expect(invoice.invoice_number).toBeNull();
    expect(invoice.total?.value).toBe('91.72');
  });
});

describe("an Indian invoice's GST", () => {
  it('is CGST plus SGST when the two are equal and printed as "Add CGST", "Add SGST"', async () => {
    const invoice = await read([
      'VEDA OFFSET PRINTERS',
      'Tax Invoice',
      'Invoice No. VOP-118',
      'Date: 02-08-2024',
      'GSTIN : 29ABCDE1234F1Z5',
      'Sub Total              4,200.00',
      'Add CGST (9%)            378.00',
      'Add SGST (9%)            378.00',
      'TOTAL                  4,956.00',
    ]);
    expect(invoice?.tax?.value).toBe('756.00');
    expect(invoice?.total?.value).toBe('4956.00');
  });
});

describe('a tax its label says the amounts include', () => {
  const rows = [
    'Pos  Artikel                     Menge     Preis      Betrag',
    '1    Wanderschuhe Alpin              1    89,00 €     89,00 €',
    '2    Funktionssocken                 2    15,00 €     30,00 €',
  ];

  it('is not added to the lines: they make the total on their own ("inkl.", "в том числе")', async () => {
    const invoice = await read([
      'Bergsport Huber GmbH',
      'Rechnung Nr. 7781',
      'Rechnungsdatum: 02.04.2025',
      ...rows,
      'Gesamtbetrag                                       119,00 €',
      'inkl. 19 % MwSt.                                    19,00 €',
    ]);
    expect(invoice?.tax?.value).toBe('19.00');
    expect(invoice?.checks).toContainEqual(
      expect.objectContaining({ name: 'lines_include_tax_equal_total', passed: true }),
    );
    expect(invoice?.total?.confidence).toBeGreaterThan(0.9);
  });

  it('is added when the label says it comes on top ("zzgl.")', async () => {
    const invoice = await read([
      'Bergsport Huber GmbH',
      'Rechnung Nr. 7781',
      'Rechnungsdatum: 02.04.2025',
      ...rows,
      'zzgl. 19 % MwSt.                                    22,61 €',
      'Gesamtbetrag                                       141,61 €',
    ]);
    expect(invoice?.checks).toContainEqual(
      expect.objectContaining({ name: 'lines_plus_tax_equal_total', passed: true }),
    );
  });
});
