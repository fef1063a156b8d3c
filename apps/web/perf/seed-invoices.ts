import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const apiRoot = resolve(import.meta.dirname, '..', '..', 'api');

/**
 * A PGlite directory with the demo data plus `count` invoices in the demo org
 * (`pnpm --filter @ap/api seed:large`, apps/api/bench/seed-large-org.ts).
 */
export const seedDemoWithInvoices = async (count: number): Promise<string> => {
  const dir = mkdtempSync(join(tmpdir(), 'ap-perf-api-'));
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'bench/seed-large-org.ts', String(count)],
    { cwd: apiRoot, env: { ...process.env, PGLITE_DIR: dir, DATABASE_URL: '' } },
  );
  console.log(stdout.trim());
  return dir;
};
