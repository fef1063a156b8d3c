import { describe, expect, it } from 'vitest';
import { decideDecimalMark, parseAmount } from '../src/fields/amount';
import { decideDayFirst, findDates } from '../src/fields/dates';
import { extractFromDocument } from '../src/index';

const text = (body: string) =>
  extractFromDocument({ bytes: new TextEncoder().encode(body), filename: 'invoice.txt' });

describe('amounts and dates as printed in different locales', () => {
  it('reads amounts exactly, whichever mark separates the decimals', () => {
    expect(parseAmount('1,234.56')).toBe('1234.56');
    expect(parseAmount('1.234,56 €')).toBe('1234.56');
    expect(parseAmount('1 234,56')).toBe('1234.56');
    expect(parseAmount("CHF 1'234.50")).toBe('1234.50');
    expect(parseAmount('(45.00)')).toBe('-45.00');
    expect(parseAmount('45.00)')).toBe('45.00'); // the end of "(net 40.00 + tax 5.00)"
    expect(parseAmount('12.03.2024')).toBeNull();
  });

  it('takes three digits after a comma for decimals when a lone 0 stands before some', () => {
    // Dinars print three decimals: "0,600" can only be six tenths, so "926,400" is 926.4.
    const page = 'TOTAL HT 926,400  MT Timbre 0,600  TOTAL 927,000';
    expect(decideDecimalMark(page)).toBe(',');
    expect(parseAmount('926,400', decideDecimalMark(page))).toBe('926.40');
    // Without such a fraction, three digits after a comma are thousands.
    expect(decideDecimalMark('Total 926,400')).toBeUndefined();
    expect(parseAmount('926,400', decideDecimalMark('Total 926,400'))).toBe('926400.00');
  });

  it('decides day-first or month-first from the document', () => {
    expect(decideDayFirst('Date 13/02/2024 Due 01/03/2024', 'en', 'USD')).toBe(true);
    expect(decideDayFirst('Date 02/13/2024 Due 03/01/2024', 'en', 'GBP')).toBe(false);
    expect(decideDayFirst('Date 02/03/2024', 'en', 'USD')).toBe(false);
    expect(decideDayFirst('Date 02/03/2024', 'en', 'EUR')).toBe(true);
    expect(findDates('Rechnungsdatum: 5. März 2024', 'de', true)[0]?.iso).toBe('2024-03-05');
  });
});

describe('arithmetic cross-checks', () => {
  const invoice = (total: string) => `ACME Supplies Inc.
INVOICE
Invoice No: 7781
Date: 2024-03-05
Description      Qty      Rate      Amount
Paper            2        10.00     20.00
Toner            1        35.50     35.50
Subtotal: 55.50
Tax: 4.44
Total: ${total}
`;

  it('makes the amounts sure when lines, subtotal, tax and total add up exactly', async () => {
    const { invoices } = await text(invoice('59.94'));
    const read = invoices[0];
    expect(read?.checks.every((check) => check.passed)).toBe(true);
    expect(read?.total).toMatchObject({ value: '59.94', confidence: 0.97 });
    expect(read?.line_items).toHaveLength(2);
  });

  it('lowers the confidence when the total does not add up', async () => {
    const { invoices } = await text(invoice('95.94'));
    const read = invoices[0];
    expect(
      read?.checks.find((check) => check.name === 'subtotal_plus_tax_equals_total')?.passed,
    ).toBe(false);
    expect(read?.total?.value).toBe('95.94');
    expect(read?.total?.confidence).toBeLessThan(0.7);
  });

  it('derives the due date from the payment terms when none is printed', async () => {
    const { invoices } = await text(`${invoice('59.94')}Terms: Net 30\n`);
    expect(invoices[0]?.due_date?.value).toBe('2024-04-04');
    expect(invoices[0]?.notes.join(' ')).toMatch(/derived from the payment terms/);
  });
});

describe('totals as scans and photos print them', () => {
  it('ends the table at a totals row that the OCR read a speck in front of', async () => {
    const { invoices } = await text(`Goffle Road Poultry Farm
INVOICE
Invoice #: 107162
Date: 12/21/2019
ITEM          DESCRIPTION              QTY       PRICE      AMOUNT
MAYCHILEG     CHICKEN LEG              40.50     1.69       68.45
DUCWHL        DUCK PEKIN               12.10     3.29       39.81
Ny            ORDER TOTAL              $108.26
              PAYMENTS/CREDITS APPLIED $0.00
              BALANCE                  $108.26
`);
    expect(invoices[0]?.line_items).toHaveLength(2);
    expect(invoices[0]?.total?.value).toBe('108.26');
  });

  it('reads a Polish invoice number and amount under their own labels', async () => {
    const { invoices } = await text(`adidas sklep internetowy
Faktura
Numer faktury    : PLADIN0000010610
Data faktury     : 25.09.2018
Kwota faktury    899,00
w tym 23,00% VAT (kwota netto 730,89)
`);
    expect(invoices[0]?.invoice_number?.value).toBe('PLADIN0000010610');
    expect(invoices[0]?.total?.value).toBe('899.00');
  });

  it("reads a Brazilian utility bill's issue date and amount to pay", async () => {
    const { invoices } = await text(`Celesc Distribuicao S.A
NOTA FISCAL / CONTA DE ENERGIA ELÉTRICA
EMISSÃO: 17/01/2020
VENCIMENTO: 10/02/2020
VALOR ATÉ O VENCIMENTO: R$ 89,97
Consumo      148 kWh      82,51
Número de dias faturados:     30
`);
    expect(invoices[0]?.issue_date?.value).toBe('2020-01-17');
    expect(invoices[0]?.total?.value).toBe('89.97');
    // A count of days billed is no invoice number.
    expect(invoices[0]?.invoice_number?.value).not.toBe('30');
  });

  it('reads a Romanian series and number, and a total whose label names its columns', async () => {
    const { invoices } = await text(`Furnizor: S.C. HELP MULTISERVICES S.R.L.      FACTURA
Delegat: Popa Daniela, C.I. seria RX nr. 123456
Seria    HLPM nr.    1387
Data : 4.05.2015
Total de plata (col 5 + col 6)    310.00
`);
    expect(invoices[0]?.invoice_number?.value).toBe('HLPM 1387');
    expect(invoices[0]?.total?.value).toBe('310.00');
  });

  it('takes the largest amount as the total, unsure and noted, when no total label is read', async () => {
    // A phone photo whose total row lost its label to the OCR (scan-jagota-th-01).
    const { invoices } = await text(`JAGOTA BROTHERS TRADING CO.,LTD.
INVOICE
Hungritos Brand Crinkle Cut    5.00    780.00    3,900.00
VAT ITEM    3,900.00
VAT 7%    273.00
4,173.00
`);
    const invoice = invoices[0];
    expect(invoice?.total?.value).toBe('4173.00');
    expect(invoice?.total?.confidence).toBeLessThan(0.9);
    expect(invoice?.notes).toContain(
      'Total taken as the largest amount printed: no total label was read.',
    );
  });

  it('reads "Taxes" as the tax label, a zero tax included', async () => {
    const { invoices } = await text(`Adobe Systems Software Ireland Ltd
Invoice Number    IESL004012345
Invoice Date      12-MAR-2019
NET AMOUNT (USD)                 19.99
TAXES (SEE DETAILS FOR RATES)     0.00
GRAND TOTAL (USD)                19.99
`);
    expect(invoices[0]?.tax?.value).toBe('0.00');
    expect(invoices[0]?.total?.value).toBe('19.99');
  });

  it("reads a telecom bill's charges for the month as its total, not a balance or a table's total", async () => {
    const { invoices } = await text(`Bharti Airtel Limited - Tax Invoice
Bill NO          HT2402I000079267
Bill Date        18 Aug 2023
Opening Balance (A)                        -1073.41
Total Balance (A + B + C)                  -1073.41
Account   Description         Net charges    Total
0177      Scheme Charges         424.15     424.15
HSN       Taxable Value   Total Tax   Total
998412         424.15       76.34     76.34
Charges For This Month Incl. Tax ( D )      500.49
Closing Balance (A + B + C + D)            -572.92
`);
    expect(invoices[0]?.total?.value).toBe('500.49');
  });

  it("takes the amount due on a Spanish due date as the total, not a delivery note's sum", async () => {
    const { invoices } = await text(`AGLOMA d'Alcoi S.L.
FACTURA:   A5 / 3127
FECHA....: 15/05/2015
ALBARAN Nro. 7534   Total Albarán..:   176,18
Total Bruto ..........   176,18
BASE IMPONIBLE   % I.V.A   IMPORTE I.V.A
176,18           21,00     37,00
FORMA DE PAGO:   GIRO 30 DIAS
VTOS.: 14/06/2015    213,18
`);
    expect(invoices[0]?.total?.value).toBe('213.18');
  });

  it('takes a "¥" on a Spanish receipt from Ecuador for a misread sign, not the yen', async () => {
    // The OCR read the receipt's "* SUPERMAXI MANTA *" with a "¥" for the last star.
    const { invoices } = await text(`X SUPERMAXI MANTA ¥
RUC:1790016919001
FACTURA Nro: 066-010-000030469
Fecha Emisión: 01/06/2016
Subtotal : 6.12
TOTAL : 6.80
`);
    expect(invoices[0]?.currency?.value).toBe('USD');
    expect(invoices[0]?.currency?.confidence).toBeLessThan(0.9);
  });

  it("adds a Swiss bill's VAT lines, a footnote's [1] being no amount", async () => {
    const { invoices } = await text(`Services Industriels de Genève
Facture N° 6510999
Date: 03.01.2019
Total HT                                  998.05
dont TVA FIA [1] à 7.7 % sur     20.53     1.58
dont TVA à      7.7 % sur       853.91    65.75
dont TVA à      2.5 % sur       123.61     3.09
Total en CHF, inclus TVA                 1068.45
`);
    expect(invoices[0]?.tax?.value).toBe('70.42');
    expect(invoices[0]?.total?.value).toBe('1068.45');
  });
});

describe("Brazil's taxes on a bill", () => {
  const bill = (...taxes: string[]) =>
    text(
      [
        'CELESC DISTRIBUICAO S.A.',
        'NOTA FISCAL 000.020.357.385',
        'EMISSAO 17/01/2020',
        ...taxes,
        'TOTAL A PAGAR      89,97',
        '',
      ].join('\n'),
    );

  it('add up: ICMS, COFINS and PIS/PASEP are one tax each', async () => {
    const { invoices } = await bill(
      'ICMS         84,86     12,00%     10,17',
      'COFINS       84,86                 2,63',
      'PIS/PASEP    84,86      0,67%      0,57',
    );
    expect(invoices[0]?.tax?.value).toBe('13.37');
  });

  it('add no part read without its cents (an OCR that made "2,33" into "23")', async () => {
    const { invoices } = await bill('PIS / COFINS      23', 'ICMS     12,00%     67,11     8,05');
    expect(invoices[0]?.tax?.value).toBe('8.05');
  });

  // A Brazilian bill prints its price's composition, taxes ("Tributos") apart: all of them at
  // once, where the tax table's lines may be wrecked by OCR or left out.
  const composed = (...taxes: string[]) =>
    text(
      [
        'Energia Serrana Distribuidora S.A.',
        'Nota Fiscal Nº 004.118.902',
        'Data de emissão: 03/03/2024',
        'Composição do preço (R$)',
        'Energia       31,20     Encargos      7,45',
        'Distribuição  28,90     Tributos     15,06',
        'Transmissão    9,11     Total        91,72',
        ...taxes,
        'Valor a pagar      91,72',
        '',
      ].join('\n'),
    );

  it('are "Tributos" in the price, though the tax lines lost a part', async () => {
    const { invoices } = await composed(
      'PIS / COFINS      29',
      'ICMS     12,00%     91,72     11,01',
    );
    expect(invoices[0]?.tax?.value).toBe('15.06');
  });

  it('are "Tributos" alone, when no tax line is printed', async () => {
    const { invoices } = await composed();
    expect(invoices[0]?.tax?.value).toBe('15.06');
  });
});
