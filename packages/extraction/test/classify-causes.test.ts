import { describe, expect, it } from 'vitest';
import { createPdf, type Pdf } from '../corpus-generator/pdf-canvas';
import { classifyDocument } from '../src/classify/classify-document';
import { extractFromDocument } from '../src/index';

/** Draws lines of [text, x] cells down a page, 14 pt apart, from `y`. */
const draw = (pdf: Pdf, y: number, rows: [string, number][][]) =>
  rows.forEach((cells, row) => {
    for (const [text, x] of cells) pdf.text(text, x, y + row * 14);
  });

async function read(build: (pdf: Pdf) => void) {
  const pdf = createPdf();
  build(pdf);
  const result = await extractFromDocument(
    { bytes: await pdf.finish(), filename: 'document.pdf' },
    { ocr: false },
  );
  return {
    invoice: result.invoices[0],
    skipped: result.skipped.map((skip) => skip.document_type),
  };
}

// A utility's bill: an account number, a billing period, an amount due by a date, no invoice
// number; with its balances brought forward, or its terms and conditions as its last page.
function gasBill(pdf: Pdf, { balances = false, terms = false } = {}) {
  draw(pdf, 50, [
    [['Northern Gas Distribution Inc.', 50]],
    [['1200 Lakeshore Road, Toronto ON M5V 2T6', 50]],
    [
      ['Account number', 50],
      ['4410 2289 7731', 200],
    ],
    [
      ['Bill date', 50],
      ['March 3, 2024', 200],
    ],
    [
      ['Billing period', 50],
      ['Jan 30, 2024 - Feb 28, 2024', 200],
    ],
    balances
      ? [
          ['Statement date', 50],
          ['March 3, 2024', 200],
        ]
      : [],
    balances
      ? [
          ['Previous balance', 50],
          ['$118.20', 200],
        ]
      : [],
    [
      ['Payment received - thank you', 50],
      ['-$118.20', 200],
    ],
    balances
      ? [
          ['New balance', 50],
          ['$131.47', 200],
        ]
      : [],
    [
      ['Gas supply charge', 50],
      ['$74.12', 400],
    ],
    [
      ['Delivery to you', 50],
      ['$42.31', 400],
    ],
    [
      ['HST 13%', 50],
      ['$15.04', 400],
    ],
    [
      ['Total amount due', 50],
      ['$131.47', 400],
    ],
    [
      ['Due date', 50],
      ['March 24, 2024', 400],
    ],
  ]);
  pdf.newPage();
  draw(pdf, 50, [
    [['Understanding your bill', 50]],
    [['Your meter is read every other month; estimated readings are marked E.', 50]],
  ]);
  if (!terms) return;
  pdf.newPage();
  draw(pdf, 50, [
    [['Terms and Conditions', 50]],
    [['1. Gas is supplied under the conditions of service approved by the regulator.', 50]],
    [['2. A late payment charge of 1.5% a month applies to amounts not paid by the due date.', 50]],
    [['3. Security deposits are held and returned as the regulator requires.', 50]],
  ]);
}

describe('a document is skipped only on positive evidence of being something else', () => {
  it('keeps a bill with no invoice number whose last page is its terms and conditions', async () => {
    const { invoice, skipped } = await read((pdf) => gasBill(pdf, { terms: true }));
    expect(skipped).toEqual([]);
    expect(invoice?.total?.value).toBe('131.47');
  });

  it('keeps a bill that prints its previous and new balance beside its charges', async () => {
    const { invoice, skipped } = await read((pdf) => gasBill(pdf, { balances: true }));
    expect(skipped).toEqual([]);
    expect(invoice?.total?.value).toBe('131.47');
  });

  it('skips a document that is only terms and conditions', async () => {
    const { invoice, skipped } = await read((pdf) =>
      draw(pdf, 50, [
        [['General Terms and Conditions of Sale', 50]],
        [['1. These terms apply to every order placed with the supplier.', 50]],
        [['2. Invoices are payable within 30 days of their date.', 50]],
      ]),
    );
    expect(invoice).toBeUndefined();
    expect(skipped).toEqual(['terms']);
  });

  it('reads a quote titled in spaced letters as a quote, though it is numbered, dated and priced', async () => {
    const { invoice, skipped } = await read((pdf) => {
      pdf.text('A N G E B O T', 300, 50, { size: 12 });
      draw(pdf, 66, [
        [
          ['40118-002', 300],
          ['Datum', 420],
          ['12.02.2024', 470],
        ],
        [['Haustechnik Berger GmbH', 50]],
        [['Industriestraße 4, 66111 Saarbrücken', 50]],
        [['Gültig bis: 12.03.2024', 50]],
        [
          ['Pos', 50],
          ['Bezeichnung', 80],
          ['Menge', 300],
          ['Preis', 380],
          ['Betrag', 470],
        ],
        [
          ['1', 50],
          ['Kupferrohr 22 mm', 80],
          ['40', 300],
          ['7,80', 380],
          ['312,00', 470],
        ],
        [
          ['2', 50],
          ['Pressfitting Bogen 90°', 80],
          ['25', 300],
          ['4,10', 380],
          ['102,50', 470],
        ],
        [
          ['Netto', 380],
          ['414,50', 470],
        ],
      ]);
    });
    expect(invoice).toBeUndefined();
    expect(skipped).toEqual(['quote']);
  });

  it("reads an online card payment's confirmation as the payee's receipt, not a remittance", async () => {
    const { invoice, skipped } = await read((pdf) =>
      draw(pdf, 50, [
        [['Comprobante de Pago', 50]],
        [
          ['Código de operación:', 50],
          ['77120455', 220],
        ],
        [
          ['Medio de Pago:', 50],
          ['Pago en línea, tarjeta de débito', 220],
        ],
        [
          ['Código de autorización:', 50],
          ['118204', 220],
        ],
        [
          ['Fecha:', 50],
          ['02-09-2024', 220],
        ],
        [
          ['4 últimos dígitos:', 50],
          ['8812', 220],
        ],
        [
          ['Concepto', 50],
          ['Vencimiento', 250],
          ['Monto pagado', 420],
        ],
        [
          ['Matrícula semestral', 50],
          ['30/08/2024', 250],
          ['$ 152.000', 420],
        ],
        [['Total: $152.000', 420]],
      ]),
    );
    expect(invoice).toBeUndefined();
    expect(skipped).toEqual(['receipt']);
  });

  it('still reads a bank transfer confirmation as a remittance', async () => {
    const { skipped } = await read((pdf) =>
      draw(pdf, 50, [
        [['Comprobante de Transferencia', 50]],
        [
          ['Ordenante:', 50],
          ['Lucía Pereyra', 220],
        ],
        [
          ['Beneficiario:', 50],
          ['Imprenta del Sur SRL', 220],
        ],
        [
          ['Fecha', 50],
          ['14/04/2024', 220],
        ],
        [
          ['Importe:', 50],
          ['90.000,00', 220],
        ],
      ]),
    );
    expect(skipped).toEqual(['remittance']);
  });

  it('skips a document that says it is not an invoice, and keeps a pro-forma invoice that says so', async () => {
    const notice = (title: string) =>
      read((pdf) =>
        draw(pdf, 50, [
          [[title, 50]],
          [
            ['Order 55120', 50],
            ['Date', 300],
            ['2024-05-02', 360],
          ],
          [
            ['Standing desk, oak', 50],
            ['1', 300],
            ['489.00', 420],
          ],
          [
            ['Total', 300],
            ['489.00', 420],
          ],
          [['This is not an invoice.', 50]],
        ]),
      );
    expect((await notice('Order acknowledgement')).skipped).toEqual(['other']);
    expect((await notice('Proforma Invoice')).invoice?.total?.value).toBe('489.00');
    // Numbered and asking an amount, it is kept in doubt for a person, never dropped.
    expect(
      classifyDocument(
        'Northwind Office Supply\nNo. 2024-0412\nAmount due 489.00\nThis is not a tax invoice.',
        {
          hasTotal: true,
          hasNumber: true,
          hasLines: true,
          strict: false,
        },
      ),
    ).toMatchObject({ invoice: true, doubt: 'not an invoice' });
  });
});
