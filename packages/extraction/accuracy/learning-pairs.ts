/**
 * Generated pairs for the learning loop where the real set has too few: vendors whose invoices
 * the rules alone read wrong in a way a person's correction can teach (a trade name the
 * organisation knows by its legal name, an unusual number label beside other numbers, dates
 * written month first on a euro invoice, a "$" that means Canadian dollars, a total printed
 * after an unusual label below a larger figure). Two invoices a vendor, differing in every value.
 */
import type { LabelledDocument } from './learning-loop';

type Values = { number: string; date: [string, string]; total: string; printedTotal: string };

type Vendor = {
  key: string;
  expected: (values: Values) => Record<string, unknown>;
  render: (values: Values) => string;
  invoices: [Values, Values];
};

const text = (lines: string[]) => `${lines.join('\n')}\n`;

const VENDORS: Vendor[] = [
  {
    key: 'trade-name',
    // Prints its brand; the organisation's books know the legal name.
    expected: (v) => ({
      vendor: 'Halvorsen Printing Group AS',
      invoice_number: v.number,
      issue_date: v.date[0],
      currency: 'NOK',
      total: Number(v.total),
    }),
    render: (v) =>
      text([
        'PRINTWORKS NORD',
        'Storgata 12, 0155 Oslo',
        '',
        `INVOICE ${v.number}`,
        `Date: ${v.date[1]}`,
        '',
        'Bill to: Acme Corp, 1 Main Street, Springfield',
        '',
        'Description                 Qty     Amount',
        `Brochures A5                  1     ${v.printedTotal}`,
        '',
        `Total NOK                          ${v.printedTotal}`,
      ]),
    invoices: [
      {
        number: 'PN-2207',
        date: ['2026-03-14', '14.03.2026'],
        total: '4200.00',
        printedTotal: '4 200,00',
      },
      {
        number: 'PN-2291',
        date: ['2026-04-22', '22.04.2026'],
        total: '1875.50',
        printedTotal: '1 875,50',
      },
    ],
  },
  {
    key: 'odd-number-label',
    // The number follows "Doc. ref."; an order and a customer number are printed before it.
    expected: (v) => ({
      vendor: 'Kestrel Freight Ltd',
      invoice_number: v.number,
      issue_date: v.date[0],
      currency: 'GBP',
      total: Number(v.total),
    }),
    render: (v) =>
      text([
        'Kestrel Freight Ltd',
        'Unit 4, Dockside, Hull HU1 2AA',
        'VAT GB 123 4567 89',
        '',
        'Customer No. 88123        Order No. 4521',
        `Doc. ref.    ${v.number}`,
        `Issued       ${v.date[1]}`,
        '',
        'To: Acme Corp, 1 Main Street, Springfield',
        '',
        `Haulage Hull - Leeds                    ${v.printedTotal}`,
        '',
        `Total due GBP                           ${v.printedTotal}`,
      ]),
    invoices: [
      {
        number: 'KF7730',
        date: ['2026-02-03', '3 February 2026'],
        total: '640.00',
        printedTotal: '640.00',
      },
      {
        number: 'KF7802',
        date: ['2026-03-09', '9 March 2026'],
        total: '1210.40',
        printedTotal: '1,210.40',
      },
    ],
  },
  {
    key: 'month-first-euro',
    // An Irish subsidiary of a US firm: euro amounts, dates written month first.
    expected: (v) => ({
      vendor: 'Brightline Software Ireland',
      invoice_number: v.number,
      issue_date: v.date[0],
      currency: 'EUR',
      total: Number(v.total),
    }),
    render: (v) =>
      text([
        'Brightline Software Ireland',
        '2 Harbour Square, Dublin 2',
        '',
        `Invoice number: ${v.number}`,
        `Invoice date: ${v.date[1]}`,
        '',
        'Bill to: Acme Corp',
        '',
        `Annual licence                             ${v.printedTotal}`,
        '',
        `Total EUR                                  ${v.printedTotal}`,
      ]),
    invoices: [
      {
        number: 'BSI-1041',
        date: ['2026-04-05', '04/05/2026'],
        total: '2400.00',
        printedTotal: '2,400.00',
      },
      {
        number: 'BSI-1107',
        date: ['2026-06-02', '06/02/2026'],
        total: '980.00',
        printedTotal: '980.00',
      },
    ],
  },
  {
    key: 'canadian-dollar',
    // Prints "$" only; the vendor bills in Canadian dollars.
    expected: (v) => ({
      vendor: 'Maple Ridge Supplies',
      invoice_number: v.number,
      issue_date: v.date[0],
      currency: 'CAD',
      total: Number(v.total),
    }),
    render: (v) =>
      text([
        'Maple Ridge Supplies',
        '88 Queen St, Unit 5',
        '',
        `Invoice # ${v.number}`,
        `Date ${v.date[1]}`,
        '',
        'Bill to: Acme Corp',
        '',
        `Safety gloves (box)          12        $${v.printedTotal}`,
        '',
        `Total                                   $${v.printedTotal}`,
      ]),
    invoices: [
      {
        number: 'MR-5520',
        date: ['2026-05-18', 'May 18, 2026'],
        total: '312.00',
        printedTotal: '312.00',
      },
      {
        number: 'MR-5601',
        date: ['2026-06-29', 'June 29, 2026'],
        total: '95.40',
        printedTotal: '95.40',
      },
    ],
  },
  {
    key: 'deposit-total',
    // "Total" is the order's value; what this invoice asks for is "Balance to pay" after a deposit.
    expected: (v) => ({
      vendor: 'Ostara Events GmbH',
      invoice_number: v.number,
      issue_date: v.date[0],
      currency: 'EUR',
      total: Number(v.total),
    }),
    render: (v) =>
      text([
        'Ostara Events GmbH',
        'Lindenstraße 5, 10969 Berlin',
        '',
        `Rechnung Nr. ${v.number}`,
        `Datum ${v.date[1]}`,
        '',
        'Kunde: Acme Corp',
        '',
        'Konferenzraum, 2 Tage                     5.000,00',
        'Total                                     5.000,00 EUR',
        'Anzahlung erhalten                       -2.000,00 EUR',
        `Balance to pay                            ${v.printedTotal} EUR`,
      ]),
    invoices: [
      {
        number: 'OE-318',
        date: ['2026-01-20', '20.01.2026'],
        total: '3000.00',
        printedTotal: '3.000,00',
      },
      {
        number: 'OE-352',
        date: ['2026-02-17', '17.02.2026'],
        total: '3000.00',
        printedTotal: '3.000,00',
      },
    ],
  },
];

/** Each generated vendor's two invoices, as both ordered pairs (like the real set's). */
export async function generatedPairs(): Promise<
  { vendor: string; first: LabelledDocument; second: LabelledDocument }[]
> {
  const pairs = [];
  for (const vendor of VENDORS) {
    const docs = vendor.invoices.map(
      (values, index): LabelledDocument => ({
        id: `generated-${vendor.key}-${index + 1}`,
        doc: {
          bytes: new TextEncoder().encode(vendor.render(values)),
          filename: `${vendor.key}-${index + 1}.txt`,
          contentType: 'text/plain',
        },
        expected: vendor.expected(values),
        ocr: false,
      }),
    ) as [LabelledDocument, LabelledDocument];
    pairs.push({ vendor: vendor.key, first: docs[0], second: docs[1] });
    pairs.push({ vendor: vendor.key, first: docs[1], second: docs[0] });
  }
  return pairs;
}
