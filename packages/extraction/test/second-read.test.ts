import type { ExtractedInvoice } from '@ap/domain/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { imageToPdf } from '../corpus-generator/scans';
import { blankPage } from '../fixtures/blank-page';
import { fillFromSecondRead, REREAD_SIGN, SECOND_READ_SIGN } from '../src/document/second-read';
import { extractFromDocument } from '../src/index';
import type { OcrWord } from '../src/ocr/ocr-types';
import { paddleWords, wordsOfLine } from '../src/ocr/paddle-ocr';
import { pgmOf } from '../src/ocr/pgm';

/**
 * A photographed invoice whose number and date are printed in `ink` on grey paper, its vendor,
 * lines and total in black: pale type of this kind (a dot-matrix ribbon running out, a grey
 * template field) is what Tesseract's binarisation loses on real photos.
 */
function photo(ink: string, height = 700, totalLabel = 'Total due GBP'): Uint8Array {
  return new Uint8Array(drawn(ink, height, totalLabel).toBuffer('image/png'));
}
function drawn(ink: string, height: number, totalLabel: string) {
  const { canvas, context } = blankPage(1000, height, '#e6e4de');
  context.fillStyle = '#111';
  context.font = 'bold 34px sans-serif';
  context.fillText('INVOICE', 60, 80);
  context.font = '22px sans-serif';
  const header = [
    'Harbour Lane Ceramics Ltd.',
    '14 Harbour Road, Leeds LS1 4AB',
    'Bill to: Acme Corp',
  ];
  for (const [row, text] of header.entries()) context.fillText(text, 60, 130 + row * 36);
  context.fillStyle = ink;
  context.fillText('Invoice No: HL-204817', 600, 130);
  context.fillText('Date: 09/12/2022', 600, 166);
  context.fillStyle = '#111';
  const rows = [
    ['Floor tiles 40 x 40, 12 boxes', '3,900.00'],
    ['VAT 20%', '780.00'],
    [totalLabel, '4,680.00'],
  ];
  for (const [row, [label, amount]] of rows.entries()) {
    context.fillText(label as string, 60, 330 + row * 50);
    context.fillText(amount as string, 800, 330 + row * 50);
  }
  return canvas;
}

const PALE = '#b8b6b0';
const read = async (ink: string, scanned = false) => {
  const result = await extractFromDocument(
    scanned
      ? { bytes: await imageToPdf(photo(ink, 1414)), filename: 'scan.pdf' }
      : { bytes: photo(ink), filename: 'photo.png', contentType: 'image/png' },
    {},
  );
  expect(result.invoices).toHaveLength(1);
  return result.invoices[0] as NonNullable<(typeof result.invoices)[number]>;
};
const marked = (field: { signs?: { what: string }[] } | null) =>
  field?.signs?.some((sign) => sign.what === SECOND_READ_SIGN) ?? false;

describe('the second OCR reader', () => {
  afterEach(() => {
    delete process.env.OCR_SECOND_READER;
  });

  it('Tesseract alone loses the pale number and date of a photo', async () => {
    process.env.OCR_SECOND_READER = 'off';
    const invoice = await read(PALE);
    expect(invoice.invoice_number).toBeNull();
    expect(invoice.issue_date).toBeNull();
    expect(invoice.total?.value).toBe('4680.00');
  });

  it('fills them from its own read, never sure, with the sign and a warning to check them', async () => {
    const invoice = await read(PALE);
    expect(invoice.invoice_number?.value).toBe('HL-204817');
    expect(invoice.issue_date?.value).toBe('2022-12-09');
    for (const field of [invoice.invoice_number, invoice.issue_date]) {
      expect(marked(field)).toBe(true);
      expect(field?.confidence).toBeLessThanOrEqual(0.6);
    }
    // What the first reader found stays its own.
    expect(invoice.total?.value).toBe('4680.00');
    expect(marked(invoice.total)).toBe(false);
    expect(invoice.warnings).toContain(
      'Read by a second OCR reader only, where the first found nothing: invoice number, issue date. Check them against the page.',
    );
  });

  it('fills them on a scanned PDF page as on a photo', async () => {
    const invoice = await read(PALE, true);
    expect(invoice.document.kind).toBe('scanned_pdf');
    expect(invoice.invoice_number?.value).toBe('HL-204817');
    expect(marked(invoice.invoice_number)).toBe(true);
    expect(marked(invoice.total)).toBe(false);
  });

  it('leaves a page the first reader read fully as it read it', async () => {
    const invoice = await read('#222');
    expect(invoice.invoice_number?.value).toBe('HL-204817');
    expect(marked(invoice.invoice_number)).toBe(false);
    expect(invoice.warnings ?? []).not.toContainEqual(expect.stringContaining('second OCR reader'));
  });
});

/** A page the first reader read on its own, and the page as the second reader gets it. */
let firstReading: ReturnType<typeof readFirst> | undefined;
const firstRead = () => {
  firstReading ??= readFirst();
  return firstReading;
};
const readFirst = async () => {
  const canvas = drawn('#111', 700, 'Total due');
  process.env.OCR_SECOND_READER = 'off';
  const { invoices } = await extractFromDocument(
    { bytes: new Uint8Array(canvas.toBuffer('image/png')), filename: 'photo.png' },
    {},
  ).finally(() => {
    delete process.env.OCR_SECOND_READER;
  });
  const grey = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
  const rows = new Uint8Array(canvas.width * canvas.height).map((_, i) => grey[i * 4] ?? 255);
  const page = {
    page: 1,
    lines: [],
    words: [],
    meanConfidence: 90,
    quarterTurns: 0,
    models: [],
    pixels: pgmOf(canvas.width, rows),
  };
  return { invoice: invoices[0] as ExtractedInvoice, page };
};

describe("the second read's dates", () => {
  // The second reader reads Han and Latin script only: a Thai page's print comes out as Latin
  // letters, so its own text would pass for English, whose 09/12/2022 is 12 September. The
  // page's language is the one the first read judged from every script on it.
  const dateOf = (invoice: ExtractedInvoice) => invoice.issue_date?.value;

  it('reads day and month in the order of the language the first read judged', async () => {
    const { invoice, page } = await firstRead();
    expect(dateOf(invoice)).toBe('2022-09-12');
    for (const [language, date] of [
      ['th', '2022-12-09'],
      ['en', '2022-09-12'],
    ] as const) {
      // As a first read that found no date on a page of this language would leave it.
      const first = { ...structuredClone(invoice), issue_date: null };
      first.document.language = language;
      await fillFromSecondRead(first, [page], {});
      expect(dateOf(first)).toBe(date);
    }
  });
});

describe("the second read's letters where the first read saw another script", () => {
  // PaddleOCR's recogniser knows Han and Latin letters: a line of a Thai address comes out as
  // "54214102n1010anansaanilugn", which a bare "Invoice" label above it made the number.
  // The first reader's word where the second read `printed`, as the first read that print.
  const firstSaw = async (printed: string, text: string) => {
    const { invoice, page } = await firstRead();
    const word = (await paddleWords(page.pixels)).find((each) => each.text.endsWith(printed));
    expect(word).toBeDefined();
    const seen = { ...(word as OcrWord), text, confidence: 0.93, line: '1.1.1' };
    // As a first read that found neither the number nor the vendor would leave the invoice.
    const clone = structuredClone(invoice);
    const vendor = { ...clone.vendor, name: null };
    const first: ExtractedInvoice = { ...clone, invoice_number: null, vendor };
    first.document.language = 'th';
    await fillFromSecondRead(first, [{ ...page, words: [seen] }], {});
    return { number: first.invoice_number?.value ?? null, vendor: first.vendor.name?.value };
  };

  it('takes no number or name from print the first reader read as Thai', async () => {
    expect((await firstSaw('HL-204817', 'สำนักงานใหญ่')).number).toBeNull();
    expect((await firstSaw('Harbour', 'บริษัท')).vendor).toBeUndefined();
  });

  it('takes them where the first reader saw Latin print it could not make out', async () => {
    expect(await firstSaw('HL-204817', 'HL-2O48l7')).toMatchObject({
      number: 'HL-204817',
      vendor: 'Harbour Lane Ceramics Ltd.',
    });
  });
});

describe("the second reader's word boxes", () => {
  it('places the words of a slanted box along it by the widths of their letters', () => {
    const words = wordsOfLine(
      {
        text: 'Total 合计 12.50',
        mean: 0.9,
        box: [
          [100, 200],
          [400, 215],
          [400, 245],
          [100, 230],
        ],
      },
      3,
      (x, y) => [x, y],
    );
    expect(words.map((word) => word.text)).toEqual(['Total', '合计', '12.50']);
    const [total, han, amount] = words as [
      (typeof words)[number],
      (typeof words)[number],
      (typeof words)[number],
    ];
    expect(total.x0).toBe(100);
    expect(amount.x1).toBe(400);
    // A Han character is as wide as about two Latin letters: two of them against five letters.
    expect((han.x1 - han.x0) / (total.x1 - total.x0)).toBeCloseTo(2 / (5 * 0.55), 5);
    // Further along the slanted box, lower on the page.
    expect(amount.y0).toBeGreaterThan(total.y0);
    expect(words.every((word) => word.line === 'paddle.3' && word.confidence === 0.9)).toBe(true);
  });
});

describe('a value the first reader was unsure of', () => {
  // Tesseract misreads a character of a photographed number ("064-…" for "066-…") and says so
  // with a low certainty; the second reader, sure of the same print, reads it right.
  const firstReadAs = async (text: string, confidence: number) => {
    const { invoice, page } = await firstRead();
    const word = (await paddleWords(page.pixels)).find((each) => each.text.endsWith('HL-204817'));
    expect(word).toBeDefined();
    const seen = { ...(word as OcrWord), text, confidence, line: '1.1.1' };
    const first = structuredClone(invoice);
    const box: [number, number, number, number] = [seen.x0, seen.y0, seen.x1, seen.y1];
    first.invoice_number = {
      value: text,
      confidence: 0.7,
      source: { text, page: 1, box },
    };
    await fillFromSecondRead(first, [{ ...page, words: [seen] }], {});
    return first;
  };
  const reread = (field: { signs?: { what: string }[] } | null) =>
    field?.signs?.some((sign) => sign.what === REREAD_SIGN) ?? false;

  it('is the second reader’s when it reads the same place otherwise and is sure of it', async () => {
    const invoice = await firstReadAs('HL-2O48l7', 0.4);
    expect(invoice.invoice_number?.value).toBe('HL-204817');
    expect(reread(invoice.invoice_number)).toBe(true);
    expect(invoice.invoice_number?.confidence).toBeLessThanOrEqual(0.6);
    expect(invoice.warnings).toContain(
      'Read again by a second OCR reader where the first was unsure: invoice number. Check it against the page.',
    );
  });

  it('stays the first reader’s when that reader was sure of it', async () => {
    const invoice = await firstReadAs('HL-2O48l7', 0.95);
    expect(invoice.invoice_number?.value).toBe('HL-2O48l7');
    expect(reread(invoice.invoice_number)).toBe(false);
  });
});
