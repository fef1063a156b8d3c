import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { extractFromDocument, shutdownOcr } from '../src/index';
import { nativeTesseractAvailable } from '../src/ocr/native-tesseract';
import { ocrEngineName } from '../src/ocr/ocr-engine';

// A generated scan (JPEG, 150 dpi, specked and tilted) whose printed values are known.
const scan = join(import.meta.dirname, '../corpus/35-scan-image-en-US.jpg');
const expected = JSON.parse(
  readFileSync(join(import.meta.dirname, '../corpus/35-scan-image-en-US.expected.json'), 'utf8'),
).invoices[0].fields as Record<string, string>;

async function readScan() {
  const result = await extractFromDocument({ bytes: new Uint8Array(readFileSync(scan)) });
  const invoice = result.invoices[0];
  expect(invoice, JSON.stringify(result.skipped)).toBeDefined();
  return invoice as NonNullable<typeof invoice>;
}

describe('OCR engines: Debian tesseract when installed, tesseract.js without it', () => {
  const saved = { engine: process.env.OCR_ENGINE, bin: process.env.TESSERACT_BIN };
  afterEach(() => {
    for (const [key, value] of [
      ['OCR_ENGINE', saved.engine],
      ['TESSERACT_BIN', saved.bin],
    ] as const) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });
  afterAll(() => shutdownOcr());

  it('falls back to tesseract.js when no tesseract binary is there, and still reads the scan', async () => {
    delete process.env.OCR_ENGINE;
    process.env.TESSERACT_BIN = '/nonexistent/tesseract';
    expect(nativeTesseractAvailable()).toBe(false);
    expect(ocrEngineName()).toBe('wasm');
    const invoice = await readScan();
    expect(invoice.method).toBe('ocr');
    expect(invoice.invoice_number?.value).toBe(expected.invoice_number);
    expect(invoice.total?.value).toBe(expected.total);
    expect(invoice.issue_date?.value).toBe(expected.issue_date);
  }, 180_000);

  it.skipIf(!nativeTesseractAvailable())(
    "reads the same scan with Debian's tesseract binary",
    async () => {
      delete process.env.OCR_ENGINE;
      expect(ocrEngineName()).toBe('native');
      const invoice = await readScan();
      expect(invoice.invoice_number?.value).toBe(expected.invoice_number);
      expect(invoice.total?.value).toBe(expected.total);
      expect(invoice.issue_date?.value).toBe(expected.issue_date);
    },
    180_000,
  );
});
