import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Moov } from '@moovio/sdk';
import type { Browser, Page } from 'playwright';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './harness/chromium';
import { servePage } from './harness/page-server';
import { freePort, type SandboxUnderTest, startSandbox } from './harness/sandbox-process';

const FACILITATOR = 'b6e9a7a0-5f1e-4c1e-9a51-ac3e00000001';
let sandbox: SandboxUnderTest;
let browser: Browser;
let moov: Moov;
let pageUrl = '';
const requested: string[] = [];
const stops: Array<() => Promise<void>> = [];

beforeAll(async () => {
  const pagePort = await freePort();
  pageUrl = `http://localhost:${pagePort}/`;
  const outDir = mkdtempSync(join(tmpdir(), 'ap-moov-page-'));
  stops.push(async () => rmSync(outDir, { recursive: true, force: true }));
  const [started] = await Promise.all([
    startSandbox({ SANDBOX_MOOV_TRANSFER_STEP_MS: '3600000' }),
    build({
      root: resolve(import.meta.dirname, 'browser', 'moov-page'),
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    }),
  ]);
  sandbox = started;
  stops.push(() => sandbox.stop());
  moov = new Moov({
    security: { username: 'sandbox-moov-public', password: 'sandbox-moov-secret' },
    serverURL: sandbox.urls.moov,
  });
  const { result } = await moov.authentication.createAccessToken({
    grantType: 'client_credentials',
    scope: '/accounts.write',
  });
  // As the web app does when configured for the sandbox: the sandbox's Moov.js goes in before the library loads.
  const head = `<script src="${sandbox.urls.moov}/moov.js"></script><script>window.MOOV_CONFIG = ${JSON.stringify({ token: result.accessToken, facilitatorAccountID: FACILITATOR })};</script>`;
  const server = await servePage(outDir, pagePort, head);
  stops.push(server.close);
  browser = await launchChromium();
  stops.push(() => browser.close());
}, 120_000);
afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
});

const openWidget = async (query = '') => {
  const page = await browser.newPage();
  page.on('request', (request) => requested.push(request.url()));
  await page.exposeFunction('widenToken', async (accountID: string) => {
    const scope = ['bank-accounts.write', 'capabilities.write', 'profile.read']
      .map((s) => `/accounts/${accountID}/${s}`)
      .join(' ');
    return (await moov.authentication.createAccessToken({ grantType: 'client_credentials', scope }))
      .result.accessToken;
  });
  await page.goto(`${pageUrl}${query}`);
  await page.getByRole('dialog', { name: 'Connect your bank account' }).waitFor();
  await page.getByLabel('Legal business name').fill('Acme Corp');
  await page.getByLabel('Business email').fill('ap@acme.test');
  await page.getByLabel('Account holder name').fill('Acme Corp');
  await page.getByLabel('Routing number').fill('011000015');
  await page.getByLabel('Account number').fill('123456789');
  await page.getByRole('button', { name: 'Link bank account' }).click();
  return page;
};

const events = (page: Page) => page.locator('#events li').allTextContents();

describe('the sandbox Moov.js with the real @moovio/moov-js, in Chromium', () => {
  it('onboards through the Drop: account, capabilities and bank account are created and reported, then success', async () => {
    const page = await openWidget();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect
      .poll(() => events(page))
      .toEqual([
        'loaded Moov',
        'created account',
        'created capabilities',
        'created bankAccount',
        'success',
      ]);
    expect(requested.some((url) => url.includes('js.moov.io'))).toBe(false);

    const { result: accounts } = await moov.accounts.list({ name: 'Acme Corp' });
    const account = accounts.find((a) => a.accountID !== FACILITATOR);
    expect(account?.capabilities).toContainEqual({ capability: 'transfers', status: 'enabled' });
    const { result: banks } = await moov.bankAccounts.list({ accountID: account?.accountID ?? '' });
    expect(banks).toMatchObject([{ lastFourAccountNumber: '6789', status: 'verified' }]);
    await page.close();
  });

  it('reports an error when the app keeps the narrow token, and cancels', async () => {
    const page = await openWidget('?widen=no');
    await expect
      .poll(() => events(page))
      .toEqual(['loaded Moov', 'created account', 'error capabilities']);
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('token lacks scope');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => events(page)).toContain('cancel');
    await page.close();
  });
});
