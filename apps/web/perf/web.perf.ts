import { type Page, test } from 'playwright/test';
import { signInThroughHostedPage } from '../e2e/support/sign-in';
import { startStack } from '../e2e/support/stack';
import { type ColdLoad, loadInvoicesCold, median } from './cold-load';
import { bytesOf, kb, recordTransfers } from './network-log';
import { seedDemoWithInvoices } from './seed-invoices';

// On the production build served on loopback (gzip), in Debian's chromium: the initial route's
// JS and CSS, the LCP of /invoices with 10,000 invoices in the org, one idle minute there.
const INVOICES = Number(process.env.PERF_INVOICES ?? 10_000);
const IDLE_MS = Number(process.env.PERF_IDLE_SECONDS ?? 60) * 1000;
// Cold loads of /invoices measured (the machine is shared: one load is one sample).
const LOADS = Number(process.env.PERF_LOADS ?? 3);

test(`web performance: initial route, /invoices with ${INVOICES} invoices, idle minute`, async ({
  browser,
}) => {
  const stack = await startStack({
    pgliteDir: await seedDemoWithInvoices(INVOICES),
    // As in production: no contract check of every answer (seconds on a 20 MB list).
    apiEnv: { NODE_ENV: 'production', VALIDATE_RESPONSES: 'false' },
  });
  try {
    const baseURL = stack.urls.web;
    const signedOut = await browser.newContext({ baseURL });
    const landing = await signedOut.newPage();
    const cold = recordTransfers(landing);
    await landing.goto('/', { waitUntil: 'networkidle' });
    cold.stop();
    const app = cold.transfers.filter((t) => t.url.startsWith(baseURL));
    console.log(
      `initial route / (cold, signed out): app JS ${kb(bytesOf(app, 'script'))} gzip, ` +
        `CSS ${kb(bytesOf(app, 'stylesheet'))} gzip; scripts from other origins (the ` +
        `sandbox's Moov widget stand-in) ${kb(bytesOf(cold.transfers, 'script') - bytesOf(app, 'script'))}`,
    );
    for (const t of cold.transfers.filter((x) => ['script', 'stylesheet'].includes(x.type)))
      console.log(`  ${kb(t.encoded).padStart(9)}  ${new URL(t.url).pathname}`);

    await signInThroughHostedPage(landing);
    await landing.waitForLoadState('networkidle'); // /dashboard's own list load done
    const session = await signedOut.storageState();
    // One tab at a time: a second open page would leave /invoices in a hidden tab (no polls).
    await signedOut.close();
    // Each load in a fresh context (empty HTTP cache, the same session cookie): a cold visit.
    const loads: ColdLoad[] = [];
    let page: Page | undefined;
    for (let run = 1; run <= LOADS; run++) {
      await page?.context().close();
      page = await (await browser.newContext({ baseURL, storageState: session })).newPage();
      const load = await loadInvoicesCold(page);
      loads.push(load);
      console.log(`/invoices cold load ${run}/${LOADS}:`);
      for (const line of load.report) console.log(`  ${line}`);
    }
    if (!page) throw new Error('PERF_LOADS must be at least 1');
    const sorted = loads.map((l) => l.lcpAt).sort((a, b) => a - b);
    console.log(
      `/invoices LCP over ${LOADS} cold loads: median ${median(sorted)} ms (${sorted.join(', ')} ms); ` +
        `first row median ${median(loads.map((l) => l.firstRowAt).sort((a, b) => a - b))} ms`,
    );

    // The idle minute as the page saw it (resource timing): Chromium reports a 304 handed to
    // fetch as an aborted request to the inspector, so its own entries are the ground truth.
    const idleFrom = await page.evaluate(() => performance.now());
    await page.waitForTimeout(IDLE_MS);
    const idle = await page.evaluate(
      (from) =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime >= from)
          .map((e) => {
            const r = e as PerformanceResourceTiming & { responseStatus?: number };
            return {
              path: new URL(r.name).pathname,
              status: r.responseStatus ?? 0,
              bytes: r.transferSize,
            };
          }),
      idleFrom,
    );
    const counts = new Map<string, number>();
    for (const r of idle)
      counts.set(`${r.status} ${r.path}`, (counts.get(`${r.status} ${r.path}`) ?? 0) + 1);
    const total = idle.reduce((sum, r) => sum + r.bytes, 0);
    console.log(
      `idle ${IDLE_MS / 1000} s on /invoices (tab ${await page.evaluate(() => document.visibilityState)}): ` +
        `${idle.length} requests, ${kb(total)} transferred (headers included): ` +
        [...counts].map(([what, n]) => `${n} x ${what}`).join(', '),
    );
  } finally {
    await stack.stop();
  }
});
