import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const apiRoot = resolve(import.meta.dirname, '..', '..', 'api');

/** A PGlite directory with the demo data plus `count` invoices in the demo org (apps/api/bench). */
export const seedDemoWithInvoices = async (count: number): Promise<string> => {
  const dir = mkdtempSync(join(tmpdir(), 'ap-perf-api-'));
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'bench/seed-demo-with-invoices.ts', dir, String(count)],
    { cwd: apiRoot },
  );
  return dir;
};
