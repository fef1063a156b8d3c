import type { Page } from 'playwright/test';
import { bytesOf, kb, recordTransfers } from './network-log';

/** In the page before its scripts: LCP entries and when the first invoice row painted. */
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

export type ColdLoad = {
  lcpAt: number;
  firstRowAt: number;
  /** When the table counted every invoice (all pages loaded), ms after navigation. */
  allRowsAt: number;
  report: string[];
};

export const median = (sorted: number[]) =>
  sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;

/**
 * Opens /invoices in `page` (signed in, empty cache) and reads what it cost and when it painted:
 * the first page, then every page behind it until the table counts `total` invoices.
 */
export const loadInvoicesCold = async (page: Page, total: number): Promise<ColdLoad> => {
  await page.addInitScript(lcpProbe);
  const load = recordTransfers(page);
  const firstPage = page.waitForResponse(
    (r) => r.url().includes('/api/invoices/page') && r.status() === 200,
    { timeout: 120_000 },
  );
  await page.goto('/invoices');
  const first = await firstPage;
  await page.locator('tbody tr td').first().waitFor({ timeout: 120_000 });
  // LCP is read once the first screen has settled; the rest keeps loading behind it.
  await page.waitForTimeout(1500);
  const { lcp, firstRowAt } = await page.evaluate(() => {
    const w = window as unknown as { lcp: Array<{ at: number }>; firstRowAt?: number };
    return { lcp: w.lcp, firstRowAt: w.firstRowAt ?? Number.NaN };
  });
  await page
    .locator(`table[aria-rowcount="${total + 1}"]`)
    .waitFor({ state: 'attached', timeout: 300_000 });
  const allRowsAt = await page.evaluate(() => Math.round(performance.now()));
  load.stop();
  const pages = load.transfers.filter((t) => t.url.includes('/api/invoices/page'));
  const cdp = await page.context().newCDPSession(page);
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await cdp.detach();
  // Where the time goes: when each call of the start-up chain started and finished.
  const timeline = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) =>
        /\/api\/(?!invoices\/page)|\/api\/invoices\/page\?limit=50|refresh_token|\.js$/.test(
          e.name,
        ),
      )
      .map((e) => {
        const r = e as PerformanceResourceTiming;
        return `${Math.round(r.startTime)}-${Math.round(r.responseEnd)} ms ${new URL(r.name).pathname}${new URL(r.name).search.slice(0, 20)}`;
      }),
  );
  const last = lcp.at(-1);
  return {
    lcpAt: last?.at ?? Number.NaN,
    firstRowAt,
    allRowsAt,
    report: [
      `JS ${kb(bytesOf(load.transfers, 'script'))} gzip, CSS ${kb(bytesOf(load.transfers, 'stylesheet'))} gzip`,
      `first page: ${kb((await first.request().sizes()).responseBodySize)} on the wire (${first.headers()['content-encoding'] ?? 'identity'})`,
      `all ${total} rows in the table at ${allRowsAt} ms: ${pages.length} pages, ${kb(bytesOf(pages, 'fetch'))} on the wire; JS heap ${(heap.usedSize / 1e6).toFixed(0)} MB`,
      `LCP entries: ${JSON.stringify(lcp)}`,
      ...timeline.map((line) => `  ${line}`),
      `LCP ${JSON.stringify(last)}; first invoice row painted at ${firstRowAt} ms`,
    ],
  };
};
