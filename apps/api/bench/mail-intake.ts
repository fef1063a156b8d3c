import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, startSandbox } from '@ap/sandbox/testing';
import nodemailer from 'nodemailer';
import { type InvoiceFixture, invoicePdf } from '../test/support/invoice-pdf';
import { consent, locationOf, signIn } from '../test/support/sandbox-browser';
import { type RealDocument, realDocuments } from './real-documents';

// Mail intake on loopback with one worker (the API process): time from SMTP delivery to the
// invoice in GET /api/invoices/, and e-mails processed per second. Real documents first (scanned
// PDFs and photos one at a time, then a burst of text PDFs and e-invoices from
// REAL_INVOICES_DIR), then generated PDFs. `pnpm --filter @ap/api bench:intake`.
const LATENCY_MAILS = Number(process.env.BENCH_LATENCY_MAILS ?? 20);
const BURST_MAILS = Number(process.env.BENCH_BURST_MAILS ?? 30);
const REAL_BURST_MAILS = Number(process.env.BENCH_REAL_BURST_MAILS ?? 12);
// Photos read one at a time, spread over the set.
const BENCH_PHOTOS = Number(process.env.BENCH_PHOTOS ?? 4);
// A real document must be listed within this long, or it counts as not read.
const READABLE_WITHIN_MS = 120_000;
// How often the list is read while real documents are awaited: each read costs the server a
// list query and its JSON, work a burst's own messages then wait behind. A time is thus late by
// up to this much.
const REAL_POLL_MS = 100;
const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
const MAILBOX = 'ap@acme.test';

const port = await freePort();
const pushUrl = `http://127.0.0.1:${port}/api/gmail/push?token=bench-push-token`;
const sandbox = await startSandbox({ SANDBOX_GMAIL_PUSH_ENDPOINT: pushUrl });
const pgliteDir = mkdtempSync(join(tmpdir(), 'ap-api-bench-intake-'));
const base = `http://127.0.0.1:${port}`;
const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: resolve(import.meta.dirname, '..'),
  env: {
    ...process.env,
    API_PORT: String(port),
    API_URL: base,
    DATABASE_URL: databaseUrl,
    PGLITE_DIR: pgliteDir,
    VALIDATE_RESPONSES: 'false',
    LOG_LEVEL: 'warn',
    PROPELAUTH_AUTH_URL: sandbox.urls.auth,
    GMAIL_OAUTH_URL: sandbox.urls.gmail,
    GMAIL_API_URL: sandbox.urls.gmail,
    GMAIL_PUSH_TOKEN: 'bench-push-token',
    METRICS_TOKEN: 'bench-metrics-token',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((ready) =>
  server.stdout?.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('listening on')) ready();
  }),
);

const token = await signIn(sandbox.urls.auth, MAILBOX, 'demo-password', 'org_demo');
const headers = { Authorization: `Bearer ${token}` };
const authorize = await fetch(`${base}/api/gmail/oauth/authorize`, { method: 'POST', headers });
const { auth_url } = (await authorize.json()) as { auth_url: string };
locationOf(
  await fetch(await consent(auth_url, 'Choose a mailbox', { mailbox: MAILBOX }), {
    redirect: 'manual',
  }),
);
const smtp = nodemailer.createTransport({
  host: '127.0.0.1',
  port: sandbox.smtpPort,
  secure: false,
  ignoreTLS: true,
});

const fixture = (number: string): InvoiceFixture => ({
  vendor: 'Northwind Traders Inc.',
  vendorEmail: 'billing@northwind.test',
  number,
  issueDate: '2026-11-02',
  dueDate: '2026-12-02',
  items: [
    { description: 'Copier paper A4', quantity: '10', rate: '45.00', amount: '450.00' },
    { description: 'Toner cartridge', quantity: '2', rate: '89.50', amount: '179.00' },
  ],
  subtotal: '629.00',
  tax: '50.32',
  total: '679.32',
});
const send = async (number: string) => {
  const pdf = await invoicePdf(fixture(number));
  await smtp.sendMail({
    from: 'Northwind Billing <billing@northwind.test>',
    to: MAILBOX,
    subject: `Invoice ${number}`,
    text: 'Invoice attached.',
    attachments: [{ filename: `${number}.pdf`, content: pdf, contentType: 'application/pdf' }],
  });
};
const numbersListed = async (): Promise<Set<string>> => {
  try {
    const answer = await fetch(`${base}/api/invoices/`, { headers });
    const list = (await answer.json()) as { invoice_number: string | null }[];
    return new Set(
      list.flatMap((invoice) => (invoice.invoice_number ? [invoice.invoice_number] : [])),
    );
  } catch {
    return new Set();
  }
};
const waitFor = async (numbers: string[]) => {
  for (;;) {
    const listed = await numbersListed();
    if (numbers.every((n) => listed.has(n))) return;
    await new Promise((tick) => setTimeout(tick, 25));
  }
};
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

const listedIds = async (): Promise<Set<string>> => {
  const answer = await fetch(`${base}/api/invoices/`, { headers });
  return new Set(((await answer.json()) as { id: string }[]).map((row) => row.id));
};
/**
 * Sends real documents (one an e-mail, all at once) and times each new invoice row from the
 * first send: the milliseconds at which each became readable, in order, and how many never did.
 */
const sendReal = async (documents: RealDocument[]) => {
  const known = await listedIds();
  const started = performance.now();
  await Promise.all(
    documents.map((document, index) =>
      smtp.sendMail({
        from: `billing@vendor-${index}.test`,
        to: MAILBOX,
        subject: `Invoice ${document.id}`,
        text: 'Invoice attached.',
        attachments: [
          {
            filename: document.filename,
            content: document.bytes,
            contentType: document.contentType,
          },
        ],
      }),
    ),
  );
  const arrivals: number[] = [];
  // Each list read's own time: a time above is late by as much, and it shows how long a person's
  // list waits behind the burst.
  const listReads: number[] = [];
  while (arrivals.length < documents.length && performance.now() - started < READABLE_WITHIN_MS) {
    const asked = performance.now();
    const listed = await listedIds();
    listReads.push(performance.now() - asked);
    for (const id of listed)
      if (!known.has(id)) {
        known.add(id);
        arrivals.push(performance.now() - started);
      }
    await new Promise((tick) => setTimeout(tick, REAL_POLL_MS));
  }
  return {
    arrivals: arrivals.sort((a, b) => a - b),
    unread: documents.length - arrivals.length,
    listReads: listReads.sort((a, b) => a - b),
  };
};

/**
 * Where a burst's time went, from the server's own histograms: seconds summed by job kind and
 * in extraction (read after the burst, minus before it), to find what to make faster.
 */
const timeSpent = async (): Promise<Map<string, { seconds: number; count: number }>> => {
  const answer = await fetch(`${base}/metrics`, {
    headers: { Authorization: 'Bearer bench-metrics-token' },
  });
  const spent = new Map<string, { seconds: number; count: number }>();
  for (const line of (await answer.text()).split('\n')) {
    const match =
      /^ap_(job_duration_seconds|extraction_duration_seconds)_(sum|count)(?:\{[^}]*queue="([^"]+)"[^}]*\})?\s+([\d.e+-]+)$/.exec(
        line,
      );
    if (!match) continue;
    const key = match[3] ?? match[1] ?? '';
    const entry = spent.get(key) ?? { seconds: 0, count: 0 };
    if (match[2] === 'sum') entry.seconds += Number(match[4]);
    else entry.count += Number(match[4]);
    spent.set(key, entry);
  }
  return spent;
};
const spentBetween = (
  before: Map<string, { seconds: number; count: number }>,
  after: Map<string, { seconds: number; count: number }>,
) =>
  [...after.entries()]
    .map(([key, { seconds, count }]) => ({
      key,
      seconds: seconds - (before.get(key)?.seconds ?? 0),
      count: count - (before.get(key)?.count ?? 0),
    }))
    .filter((entry) => entry.count > 0)
    .map((entry) => `${entry.key} ${entry.seconds.toFixed(1)} s / ${entry.count}`)
    .join(', ');

/** Waits until the server has finished no job for two seconds (at most 30 s): its follow-on work done. */
const settled = async () => {
  const runs = async () =>
    [...(await timeSpent()).values()].reduce((sum, { count }) => sum + count, 0);
  let last = await runs();
  let quietSince = performance.now();
  const started = performance.now();
  while (performance.now() - quietSince < 2_000 && performance.now() - started < 30_000) {
    await new Promise((tick) => setTimeout(tick, 250));
    const now = await runs();
    if (now !== last) quietSince = performance.now();
    last = now;
  }
};

// Warm-up: the first mail loads the PDF reader and connects the watch.
await send('WARM-1');
await waitFor(['WARM-1']);

const ms = (value: number) => `${Math.round(value)} ms`;
const realBurst = realDocuments(['pdf-text', 'e-invoice'], REAL_BURST_MAILS);
if (realBurst.length) {
  // Scans and photos, each alone on an idle server (before the burst, whose follow-on jobs
  // would still be running), after one photo that is not timed: the first OCR of a process
  // loads the engine's models. The first scanned PDF of a process also loads and compiles
  // pdf.js's drawing and image decoding (about a second): it is printed on its own, and the
  // scan figure is the next one's. The photos are spread over the set, the untimed one among
  // them (a photo sent twice is one document, read once); those whose first read leaves a
  // header field empty are read again by the second OCR reader.
  const photos = realDocuments(['image'], BENCH_PHOTOS + 1);
  const ocrWarmUp = photos.pop();
  if (ocrWarmUp) await sendReal([ocrWarmUp]);
  const [timedScan, ...otherScans] = realDocuments(['pdf-scan'], 3);
  const alone = [
    ['first scanned PDF of the process', otherScans.at(-1)],
    ['one scanned PDF', timedScan],
    ...photos.map((photo) => ['one photo', photo] as const),
  ] as const;
  for (const [what, document] of alone) {
    if (!document) continue;
    await settled();
    const before = await timeSpent();
    const {
      arrivals: [arrival],
      unread: lost,
    } = await sendReal([document]);
    console.log(
      `${what} (${document.id}) alone: readable after ${lost ? 'never' : ms(arrival ?? 0)}; ${spentBetween(before, await timeSpent())}`,
    );
  }
  await settled();
  const spentBefore = await timeSpent();
  const { arrivals, unread, listReads } = await sendReal(realBurst);
  const spentAfter = await timeSpent();
  console.log(
    `\nreal text PDFs and e-invoices, a burst of ${realBurst.length} mails sent at once: readable (in GET /api/invoices/) p50 ${ms(percentile(arrivals, 50))}, p95 ${ms(percentile(arrivals, 95))}, max ${ms(arrivals.at(-1) ?? 0)} (list read every ${REAL_POLL_MS} ms)${unread ? `; ${unread} not listed within ${READABLE_WITHIN_MS / 1000} s` : ''}`,
  );
  console.log(`  documents: ${realBurst.map((document) => document.id).join(', ')}`);
  console.log(
    `  the list read while it ran (GET /api/invoices/, ${listReads.length} reads): p50 ${ms(percentile(listReads, 50))}, max ${ms(listReads.at(-1) ?? 0)}`,
  );
  console.log(
    `  time spent (summed, by job and in extraction): ${spentBetween(spentBefore, spentAfter)}`,
  );
  console.log(`  machine load (1 min): ${loadavg()[0]?.toFixed(1)}`);
} else console.log('\nno real documents (REAL_INVOICES_DIR absent): generated PDFs only');

const latencies: number[] = [];
for (let i = 0; i < LATENCY_MAILS; i++) {
  const number = `LAT-${i}`;
  const pdf = await invoicePdf(fixture(number));
  const started = performance.now();
  await smtp.sendMail({
    from: 'billing@northwind.test',
    to: MAILBOX,
    subject: `Invoice ${number}`,
    text: 'Invoice attached.',
    attachments: [{ filename: `${number}.pdf`, content: pdf, contentType: 'application/pdf' }],
  });
  await waitFor([number]);
  latencies.push(performance.now() - started);
}
latencies.sort((a, b) => a - b);

const burst = Array.from({ length: BURST_MAILS }, (_, i) => `BURST-${i}`);
const burstStarted = performance.now();
await Promise.all(burst.map(send));
await waitFor(burst);
const burstSeconds = (performance.now() - burstStarted) / 1000;

console.log(
  `\nmail intake on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, one worker (the API process)`,
);
console.log(
  `SMTP delivery -> invoice in GET /api/invoices/ (${LATENCY_MAILS} mails, one at a time): p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, max ${ms(latencies.at(-1) ?? 0)}`,
);
console.log(
  `burst of ${BURST_MAILS} mails: all readable after ${burstSeconds.toFixed(1)} s = ${(BURST_MAILS / burstSeconds).toFixed(2)} e-mails/s`,
);

smtp.close();
server.kill('SIGTERM');
await new Promise((exited) => server.once('exit', exited));
await sandbox.stop();
rmSync(pgliteDir, { recursive: true, force: true });
