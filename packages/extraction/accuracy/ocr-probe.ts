/**
 * `pnpm --filter @ap/extraction ocr-probe [--only id,id] [--text]`: reads the real set's scans
 * and photos by OCR alone (no field rules) and prints, per page, the time, the models and turn
 * chosen, and which labelled values appear in the text (number, dates, total, tax, vendor). It
 * measures OCR settings (engine, scale, models) apart from the rules that read fields.
 * `OCR_ENGINE=wasm|native`, `OCR_TEXT_PX` and `OCR_DEBUG=1` change and show what it does.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ocrEngineName, shutdownOcr } from '../src/ocr/ocr-engine';
import { ocrImage } from '../src/ocr/read-image';
import { ocrPdfPages } from '../src/readers/render-scanned-pdf';
import { listRealSet, needsNoOcr, REAL_INVOICES_DIR, realSetPresent } from './real-set';

const { values } = parseArgs({
  options: { only: { type: 'string' }, text: { type: 'boolean', default: false } },
});
const only = values.only ? new Set(values.only.split(',')) : null;

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const alnum = (text: string) => fold(text).replace(/[^\p{L}\p{N}]/gu, '');

/** Every amount printed in the text, read with either decimal mark. */
function amounts(text: string): Set<string> {
  const found = new Set<string>();
  for (const match of text.matchAll(/\d[\d.,' ]*\d|\d/g)) {
    const raw = match[0].replace(/[' ]/g, '');
    const comma = raw.replace(/\./g, '').replace(',', '.');
    const dot = raw.replace(/,/g, '');
    for (const candidate of [comma, dot]) {
      const value = Number(candidate);
      if (Number.isFinite(value)) found.add(value.toFixed(2));
    }
  }
  return found;
}

/** Whether a date (YYYY-MM-DD) is printed: numerically in either order, or with its year. */
function hasDate(text: string, iso: string): boolean {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  for (const match of text.matchAll(/(\d{1,4})\s?[./-]\s?(\d{1,2})\s?[./-]\s?(\d{2,4})/g)) {
    const parts = [match[1], match[2], match[3]].map(Number) as [number, number, number];
    const y = (value: number) => (value < 100 ? 2000 + value : value);
    const orders = [
      [y(parts[2]), parts[1], parts[0]],
      [y(parts[2]), parts[0], parts[1]],
      [parts[0], parts[1], y(parts[2])],
    ];
    if (orders.some(([a, b, c]) => a === year && b === month && c === day)) return true;
  }
  return false;
}

async function main() {
  if (!realSetPresent()) throw new Error(`no real set at ${REAL_INVOICES_DIR}`);
  const chosen = listRealSet(
    REAL_INVOICES_DIR,
    (doc) => !needsNoOcr(doc) && (!only || only.has(doc.id)),
  );
  console.log(`engine ${ocrEngineName()}, ${chosen.length} documents`);
  let found = 0;
  let wanted = 0;
  let pages = 0;
  let totalMs = 0;
  for (const doc of chosen) {
    const bytes = new Uint8Array(readFileSync(join(REAL_INVOICES_DIR, doc.file)));
    const started = performance.now();
    let text: string;
    let detail: string;
    if (doc.file.endsWith('.pdf')) {
      const { readPdf } = await import('../src/readers/pdf-reader');
      const pdf = await readPdf(bytes);
      const read = await ocrPdfPages(bytes, pdf.pagesWithoutText);
      text = read.lines.map((line) => line.cells.map((cell) => cell.text).join('  ')).join('\n');
      detail = read.pages
        .map((page) => `${page.models.join('+')}@${page.quarterTurns * 90}`)
        .join(' ');
      pages += read.pages.length;
    } else {
      const page = await ocrImage(bytes, 1);
      text = page.lines.map((line) => line.cells.map((cell) => cell.text).join('  ')).join('\n');
      detail = `${page.models.join('+')}@${page.quarterTurns * 90} conf ${page.meanConfidence.toFixed(2)}`;
      pages += 1;
    }
    const ms = performance.now() - started;
    totalMs += ms;
    const expected = doc.expected;
    const checks: [string, boolean][] = [];
    const all = amounts(text);
    const plain = alnum(text);
    if (typeof expected.invoice_number === 'string')
      checks.push(['number', plain.includes(alnum(expected.invoice_number))]);
    for (const key of ['issue_date', 'due_date'] as const)
      if (typeof expected[key] === 'string')
        checks.push([key, hasDate(text, expected[key] as string)]);
    for (const key of ['total', 'tax'] as const)
      if (typeof expected[key] === 'number')
        checks.push([key, all.has((expected[key] as number).toFixed(2))]);
    if (typeof expected.vendor === 'string')
      checks.push(['vendor', plain.includes(alnum(expected.vendor).slice(0, 8))]);
    found += checks.filter(([, ok]) => ok).length;
    wanted += checks.length;
    const shown = checks.map(([name, ok]) => `${name}:${ok ? 'ok' : 'MISS'}`).join(' ');
    console.log(`${doc.id} ${Math.round(ms)} ms ${detail} ${shown}`);
    if (values.text) console.log(text);
  }
  console.log(
    `values found in the text: ${found}/${wanted}; ${pages} pages, mean ${Math.round(totalMs / Math.max(pages, 1))} ms a page`,
  );
  await shutdownOcr();
}

await main();
