import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { sql } from 'drizzle-orm';
import { exportSPKI, generateKeyPair, SignJWT } from 'jose';
import { openDatabase } from '../src/db/database';
import { migrateDatabase } from '../src/db/migrate';
import { BENCH_ORG_ID, insertBenchData } from './bench-data';

// GET /api/invoices/ with 10,000 invoices in one org, on loopback: 200 (full list) vs 304
// (If-None-Match, the unchanged 5-second poll); then the web app's way: every keyset page of
// BENCH_PAGE_SIZE (1,000) one after another, and the idle changes poll. `pnpm --filter @ap/api bench`.
const INVOICES = Number(process.env.BENCH_INVOICES ?? 10_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PAGE_SIZE = Number(process.env.BENCH_PAGE_SIZE ?? 1000);

const pgliteDir = mkdtempSync(join(tmpdir(), 'ap-api-bench-'));
const databaseUrl = process.env.BENCH_DATABASE_URL;
const database = await openDatabase({ databaseUrl, pgliteDir });
await migrateDatabase(database);
let t = Date.now();
await insertBenchData(database.db, INVOICES);
await database.db.execute(sql`analyze`);
console.log(`inserted ${INVOICES} invoices in ${Date.now() - t} ms`);
await database.close();

const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
const token = await new SignJWT({
  user_id: 'user_bench',
  email: 'bench@acme.test',
  org_member_info: {
    org_id: BENCH_ORG_ID,
    org_name: 'Bench Org',
    url_safe_org_name: 'bench-org',
    user_role: 'Admin',
    inherited_user_roles_plus_current_role: ['Admin'],
    user_permissions: [],
  },
})
  .setProtectedHeader({ alg: 'RS256' })
  .setIssuer('http://localhost:4010')
  .setExpirationTime('1h')
  .sign(privateKey);

const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: resolve(import.meta.dirname, '..'),
  env: {
    ...process.env,
    PORT: '0',
    API_PORT: '0',
    SEED_DEMO: 'false',
    VALIDATE_RESPONSES: 'false',
    LOG_LEVEL: 'warn',
    PGLITE_DIR: pgliteDir,
    DATABASE_URL: databaseUrl ?? '',
    PROPELAUTH_VERIFIER_KEY: await exportSPKI(publicKey),
    PROPELAUTH_AUTH_URL: 'http://localhost:4010',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const baseUrl = await new Promise<string>((done) => {
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk;
    const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(out);
    if (match?.[1]) done(match[1]);
  });
});
const url = `${baseUrl}/api/invoices/`;
const auth = { Authorization: `Bearer ${token}` };

t = Date.now();
const cold = await fetch(url, { headers: auth });
const body = await cold.text();
const coldMs = Date.now() - t;
const etag = cold.headers.get('etag') ?? '';
console.log(
  `cold 200 (query + serialise ${INVOICES} invoices): ${coldMs} ms, ${(body.length / 1e6).toFixed(1)} MB`,
);

const line = (name: string, r: Result) =>
  console.log(
    `${name.padEnd(22)} ${r.requests.average.toFixed(0).padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  ` +
      `2xx ${r['2xx']}  3xx ${r['3xx']}  errors ${r.errors}  ${(r.throughput.average / 1e6).toFixed(1)} MB/s`,
  );
const ok = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: auth });
line('200 (full list)', ok);
const gzipped = await autocannon({
  url,
  connections: CONNECTIONS,
  duration: DURATION,
  headers: { ...auth, 'Accept-Encoding': 'gzip' },
});
line('200 (gzip)', gzipped);
const notModified = await autocannon({
  url,
  connections: CONNECTIONS,
  duration: DURATION,
  headers: { ...auth, 'If-None-Match': etag },
});
line('304 (If-None-Match)', notModified);

// The web app's way: the pages one after another (gzip), then the 5-second poll when idle.
const gzip = { ...auth, 'Accept-Encoding': 'gzip' };
let cursor: string | null = null;
let pages = 0;
let rows = 0;
let version = '';
const pageTimes: number[] = [];
t = Date.now();
do {
  const started = performance.now();
  const answer: Response = await fetch(
    `${baseUrl}/api/invoices/page?limit=${PAGE_SIZE}${cursor ? `&cursor=${cursor}` : ''}`,
    { headers: gzip },
  );
  const page = (await answer.json()) as {
    invoices: unknown[];
    next_cursor: string | null;
    version: string;
  };
  pageTimes.push(performance.now() - started);
  if (pages === 0) version = page.version;
  pages += 1;
  rows += page.invoices.length;
  cursor = page.next_cursor;
} while (cursor);
pageTimes.sort((a, b) => a - b);
console.log(
  `pages of ${PAGE_SIZE}: ${pages} pages, ${rows} rows in ${Date.now() - t} ms ` +
    `(p50 ${pageTimes[Math.floor(pages / 2)]?.toFixed(0)} ms, max ${pageTimes.at(-1)?.toFixed(0)} ms a page)`,
);
const since = `${baseUrl}/api/invoices/changes?since=${encodeURIComponent(version)}`;
const idleBody = await (await fetch(since, { headers: gzip })).text();
const idle = await autocannon({
  url: since,
  connections: CONNECTIONS,
  duration: DURATION,
  headers: gzip,
});
line('changes (idle poll)', idle);
console.log(`idle poll answer: ${idleBody.length} bytes: ${idleBody}`);

child.kill('SIGTERM');
await new Promise((done) => child.once('exit', done));
rmSync(pgliteDir, { recursive: true, force: true });
