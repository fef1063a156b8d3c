import { loadavg } from 'node:os';
import { type Page, test } from 'playwright/test';
import { connectMailbox, sendOverSmtp, threePageInvoicePdf } from '../e2e/support/mailbox';
import { signInThroughHostedPage } from '../e2e/support/sign-in';
import { startStack } from '../e2e/support/stack';
import { median } from './cold-load';
import { bytesOf, kb, recordTransfers } from './network-log';

// On the production build served on loopback (gzip), in Debian's chromium: the app's
// initial JS (budget 200 KB gzip: pdf.js must stay out of it), and how soon the first page of
// a three-page PDF invoice shows in the Invoice Details dialog (budget 1 s), cold (pdf.js and
// its worker not yet cached: a fresh context each time) and warm (the same page again).
const LOADS = Number(process.env.PERF_LOADS ?? 5);
const NUMBER = 'HOS-3141';

/** In the page: ms from a click on `tab` to page 1 drawn on its canvas (MutationObserver). */
const timeToFirstPage = (page: Page, clickOn: string) =>
  page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const drawn = () =>
          document.querySelector('canvas[aria-label="Page 1 of 3"][data-rendered="true"]');
        let from = 0;
        const target = [...document.querySelectorAll('button, [role="tab"]')].find(
          (element) =>
            element.textContent?.trim() === name || element.getAttribute('aria-label') === name,
        ) as HTMLElement | undefined;
        if (!target) return reject(new Error(`no ${name} to click`));
        const observer = new MutationObserver(() => {
          if (!drawn()) return;
          observer.disconnect();
          resolve(Math.round(performance.now() - from));
        });
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ['data-rendered'],
        });
        setTimeout(() => reject(new Error('page 1 not drawn in 30 s')), 30_000);
        from = performance.now();
        target.click();
      }),
    clickOn,
  );

test('document viewer: initial JS, and the first page of a 3-page PDF in the dialog', async ({
  browser,
}) => {
  test.setTimeout(10 * 60_000);
  const stack = await startStack();
  try {
    const baseURL = stack.urls.web;
    const context = await browser.newContext({ baseURL });
    const landing = await context.newPage();
    const cold = recordTransfers(landing);
    await landing.goto('/', { waitUntil: 'networkidle' });
    cold.stop();
    const app = cold.transfers.filter((t) => t.url.startsWith(baseURL));
    console.log(`initial route / (cold, signed out): app JS ${kb(bytesOf(app, 'script'))} gzip`);
    await signInThroughHostedPage(landing);
    await connectMailbox(landing);
    await sendOverSmtp(stack.urls.smtp, {
      from: 'Harbor Billing <billing@harbor-supply.test>',
      to: 'ap@acme.test',
      subject: `Invoice ${NUMBER}`,
      text: 'Our invoice is attached.',
      attachments: [
        {
          filename: `${NUMBER}.pdf`,
          content: threePageInvoicePdf(),
          contentType: 'application/pdf',
        },
      ],
    });
    await landing.goto('/invoices');
    const view = landing.getByRole('button', { name: `View Details of invoice ${NUMBER}` });
    await view.waitFor({ timeout: 90_000 });
    const session = await context.storageState();
    await context.close();

    const colds: number[] = [];
    const warms: number[] = [];
    const fromOpen: number[] = [];
    for (let run = 1; run <= LOADS; run++) {
      const page = await (await browser.newContext({ baseURL, storageState: session })).newPage();
      await page.goto('/invoices');
      const viewButton = page.getByRole('button', { name: `View Details of invoice ${NUMBER}` });
      await viewButton.waitFor();
      const before = recordTransfers(page);
      // Opened, the dialog loads the original; the Document view is one click away.
      await viewButton.click();
      const dialog = page.getByRole('dialog', { name: 'Invoice Details' });
      await dialog.getByRole('heading', { name: `Invoice ${NUMBER}` }).waitFor();
      await page.waitForLoadState('networkidle');
      const afterOpen = before.transfers.length;
      colds.push(await timeToFirstPage(page, 'Document'));
      await page.waitForLoadState('networkidle');
      before.stop();
      const viewerChunks = before.transfers.slice(afterOpen).filter((t) => t.type === 'script');
      // Warm: back to History and to the Document again (pdf.js loaded, file held).
      await dialog.getByRole('tab', { name: 'History' }).click();
      warms.push(await timeToFirstPage(page, 'Document'));
      // From the click on View Details: invoice, runs and original read, then the Document view.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.evaluate(() => undefined);
      const openedAt = Date.now();
      await viewButton.click();
      await dialog.getByRole('tab', { name: 'Document' }).waitFor();
      const drawnAfter = await timeToFirstPage(page, 'Document');
      fromOpen.push(Date.now() - openedAt);
      console.log(
        `run ${run}/${LOADS}: Document click to page 1 drawn, cold ${colds.at(-1)} ms ` +
          `(pdf.js chunks ${kb(bytesOf(viewerChunks, 'script'))} gzip: ` +
          `${viewerChunks.map((t) => new URL(t.url).pathname).join(', ')}), warm ${warms.at(-1)} ms; ` +
          `View Details click to page 1 drawn (reopened, chunks cached) ${fromOpen.at(-1)} ms ` +
          `(of which the Document click ${drawnAfter} ms)`,
      );
      await page.context().close();
    }
    const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
    console.log(
      `first page of the 3-page PDF: cold median ${median(sorted(colds))} ms (${sorted(colds).join(', ')}), ` +
        `warm median ${median(sorted(warms))} ms, from View Details median ${median(sorted(fromOpen))} ms; ` +
        `load average ${loadavg()
          .map((n) => n.toFixed(2))
          .join(' ')}`,
    );
  } finally {
    await stack.stop();
  }
});
