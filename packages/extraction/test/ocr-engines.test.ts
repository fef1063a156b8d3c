import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { extractFromDocument, shutdownOcr } from '../src/index';
import { nativeTesseractAvailable } from '../src/ocr/native-tesseract';
import { ocrEngineName } from '../src/ocr/ocr-engine';
import { HARBOUR_INVOICE_LINES, unmappedFontPdf } from './support/unmapped-font-pdf';

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

  it.skipIf(!nativeTesseractAvailable())(
    'reads a small sheet (a PDF amounts font without a character map) without starting a tesseract process, and a page with one',
    async () => {
      delete process.env.OCR_ENGINE;
      // The binary behind a script that notes each read it is asked for.
      const dir = mkdtempSync(join(tmpdir(), 'ap-tesseract-calls-'));
      const calls = join(dir, 'calls');
      writeFileSync(calls, '');
      const real = process.env.TESSERACT_BIN ?? 'tesseract';
      const wrapper = join(dir, 'tesseract');
      writeFileSync(
        wrapper,
        `#!/bin/sh\n[ "$1" = --version ] || echo read >> ${calls}\nexec ${real} "$@"\n`,
      );
      chmodSync(wrapper, 0o755);
      process.env.TESSERACT_BIN = wrapper;
      const reads = () => readFileSync(calls, 'utf8').split('\n').filter(Boolean).length;

      const bytes = unmappedFontPdf(HARBOUR_INVOICE_LINES);
      const [mended] = (await extractFromDocument({ bytes, filename: 'hpw-2041.pdf' })).invoices;
      expect(mended?.total?.value).toBe('1500.00');
      expect(mended?.tax?.value).toBe('250.00');
      expect(reads()).toBe(0);

      const invoice = await readScan();
      expect(invoice.total?.value).toBe(expected.total);
      expect(reads()).toBeGreaterThan(0);
    },
    180_000,
  );
});
