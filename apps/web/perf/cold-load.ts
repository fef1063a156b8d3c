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

export type ColdLoad = { lcpAt: number; firstRowAt: number; report: string[] };

export const median = (sorted: number[]) =>
  sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;

/** Opens /invoices in `page` (signed in, empty cache) and reads what it cost and when it painted. */
export const loadInvoicesCold = async (page: Page): Promise<ColdLoad> => {
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
  // The browser's copy of a large body may be evicted; ask once more with the page's headers.
  const again = await page.request.get(list.url(), {
    headers: await list.request().allHeaders(),
  });
  const listBody = (await again.body()).length;
  const listWire = (await list.request().sizes()).responseBodySize;
  const { lcp, firstRowAt } = await page.evaluate(() => {
    const w = window as unknown as { lcp: Array<{ at: number }>; firstRowAt?: number };
    return { lcp: w.lcp, firstRowAt: w.firstRowAt ?? Number.NaN };
  });
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
  const last = lcp.at(-1);
  return {
    lcpAt: last?.at ?? Number.NaN,
    firstRowAt,
    report: [
      `JS ${kb(bytesOf(load.transfers, 'script'))} gzip, CSS ${kb(bytesOf(load.transfers, 'stylesheet'))} gzip`,
      `list answer: ${(listBody / 1e6).toFixed(1)} MB JSON, ${kb(listWire)} on the wire (${list.headers()['content-encoding'] ?? 'identity'})`,
      `LCP entries: ${JSON.stringify(lcp)}`,
      ...timeline.map((line) => `  ${line}`),
      `LCP ${JSON.stringify(last)}; first invoice row painted at ${firstRowAt} ms`,
    ],
  };
};
