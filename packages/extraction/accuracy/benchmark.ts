/**
 * Throughput on one process (no OCR): every corpus e-mail and text-layer PDF read `rounds`
 * times after a warm-up. `pnpm --filter @ap/extraction benchmark [rounds]`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractFromDocument, extractFromEmail } from '../src/index';
import { CORPUS_DIR, listCorpus } from './measure';

const rounds = Number(process.argv[2] ?? 5);
const files = listCorpus((file) => file.expected.kind === 'email' || file.expected.kind === 'pdf');
const inputs = files.map(({ file }) => ({
  file,
  bytes: new Uint8Array(readFileSync(join(CORPUS_DIR, file))),
}));
const read = (input: (typeof inputs)[number]) =>
  input.file.endsWith('.eml')
    ? extractFromEmail(input.bytes)
    : extractFromDocument({ bytes: input.bytes, filename: input.file });

for (const input of inputs) await read(input); // warm-up: pdf.js loads once per process
for (const kind of ['.eml', '.pdf']) {
  const chosen = inputs.filter((input) => input.file.endsWith(kind));
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
