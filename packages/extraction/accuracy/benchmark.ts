/**
 * Throughput on one process (no OCR): every corpus e-mail and text-layer PDF, and the real
 * set's text PDFs, read `rounds` times after a warm-up. `pnpm --filter @ap/extraction benchmark [rounds]`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractFromDocument, extractFromEmail } from '../src/index';
import { CORPUS_DIR, listCorpus } from './measure';
import { listRealSet, REAL_INVOICES_DIR, realSetPresent } from './real-set';

const rounds = Number(process.argv[2] ?? 5);
const files = listCorpus((file) => file.expected.kind === 'email' || file.expected.kind === 'pdf');
const inputs = files.map(({ file }) => ({
  file,
  bytes: new Uint8Array(readFileSync(join(CORPUS_DIR, file))),
}));
// The real set's text PDFs too (1-3 pages, fuller layouts than the corpus's), when it is there.
const real = realSetPresent()
  ? listRealSet(REAL_INVOICES_DIR, (entry) => entry.kind === 'pdf-text').map((entry) => ({
      file: `real:${entry.file}`,
      bytes: new Uint8Array(readFileSync(join(REAL_INVOICES_DIR, entry.file))),
    }))
  : [];
inputs.push(...real);
const read = (input: (typeof inputs)[number]) =>
  input.file.endsWith('.eml')
    ? extractFromEmail(input.bytes)
    : extractFromDocument({ bytes: input.bytes, filename: input.file });

for (const input of inputs) await read(input); // warm-up: pdf.js loads once per process
for (const kind of ['.eml', '.pdf', 'real:']) {
  const chosen = inputs.filter((input) =>
    kind === 'real:'
      ? input.file.startsWith(kind)
      : input.file.endsWith(kind) && !input.file.startsWith('real:'),
  );
  if (chosen.length === 0) continue;
  const times: number[] = [];
  const started = performance.now();
  for (let round = 0; round < rounds; round += 1) {
    for (const input of chosen) {
      const one = performance.now();
      await read(input);
      times.push(performance.now() - one);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const p95 = times[Math.floor(times.length * 0.95)] ?? 0;
  console.log(
    `${kind}: ${times.length} reads, ${(times.length / seconds).toFixed(1)}/s, p50 ${times[Math.floor(times.length / 2)]?.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms`,
  );
}
