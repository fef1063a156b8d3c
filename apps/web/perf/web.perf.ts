import { test } from 'playwright/test';
import { signInThroughHostedPage } from '../e2e/support/sign-in';
import { startStack } from '../e2e/support/stack';
import { bytesOf, kb, recordTransfers } from './network-log';
import { seedDemoWithInvoices } from './seed-invoices';

// On the production build served on loopback (gzip), in Debian's chromium: the initial route's
// JS and CSS, the LCP of /invoices with 10,000 invoices in the org, one idle minute there.
const INVOICES = Number(process.env.PERF_INVOICES ?? 10_000);
const IDLE_MS = Number(process.env.PERF_IDLE_SECONDS ?? 60) * 1000;

const lcpProbe = () => {
  const w = window as unknown as { lcp: unknown[]; firstRowAt?: number };
  w.lcp = [];
  performance.setResourceTimingBufferSize(10_000);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as Array<
      PerformanceEntry & { element?: Element; size?: number }
    >)
      w.lcp.push({
        at: Math.round(e.startTime),
        size: e.size,
        element: e.element?.tagName,
        text: e.element?.textContent?.slice(0, 40),
      });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const watch = () => {
    if (document.querySelector('tbody tr td')) w.firstRowAt = Math.round(performance.now());
    else requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
};

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
    const signedIn = await browser.newContext({ baseURL, storageState: session });
    const page = await signedIn.newPage();
    await page.addInitScript(lcpProbe);
    const load = recordTransfers(page);
    const listAnswer = page.waitForResponse(
      (r) => /\/api\/invoices\/?(\?|$)/.test(r.url()) && r.status() === 200,
      { timeout: 120_000 },
    );
    await page.goto('/invoices');
    const list = await listAnswer;
    await page.locator('tbody tr td').first().waitFor({ timeout: 120_000 });
    await page.waitForTimeout(1500);
    load.stop();
    // The browser's copy of a 20 MB body is evicted; ask once more with the page's headers.
    const again = await page.request.get(list.url(), {
      headers: await list.request().allHeaders(),
    });
    const listBody = (await again.body()).length;
    const listWire = (await list.request().sizes()).responseBodySize;
    const lcp = await page.evaluate(() => (window as unknown as { lcp: unknown[] }).lcp);
    const firstRowAt = await page.evaluate(
      () => (window as unknown as { firstRowAt?: number }).firstRowAt,
    );
    console.log(
      `/invoices cold (signed in): JS ${kb(bytesOf(load.transfers, 'script'))} gzip, CSS ${kb(bytesOf(load.transfers, 'stylesheet'))} gzip`,
    );
    console.log(
      `  list answer: ${(listBody / 1e6).toFixed(1)} MB JSON, ${kb(listWire)} on the wire (${list.headers()['content-encoding'] ?? 'identity'})`,
    );
    console.log(`  LCP entries: ${JSON.stringify(lcp)}`);
    // Where the time goes: when each call of the start-up chain started and finished.
    const timeline = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => /\/api\/|refresh_token|\.js$/.test(e.name))
        .map((e) => {
          const r = e as PerformanceResourceTiming;
          return `${Math.round(r.startTime)}-${Math.round(r.responseEnd)} ms ${new URL(r.name).pathname}`;
        }),
    );
    for (const line of timeline) console.log(`    ${line}`);
    console.log(
      `  LCP ${JSON.stringify(lcp.at(-1))}; first invoice row painted at ${firstRowAt} ms`,
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
