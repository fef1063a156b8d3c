import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { decodeJwt, generateKeyPair, SignJWT } from 'jose';
import type { Browser, Page } from 'playwright';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer } from './harness/api-process';
import { launchChromium } from './harness/chromium';
import { servePage } from './harness/page-server';
import { freePort, type SandboxUnderTest, startSandbox } from './harness/sandbox-process';

let sandbox: SandboxUnderTest;
let page: Page;
let browser: Browser;
let pageUrl: string;
let apiUrl = '';
const stops: Array<() => Promise<void>> = [];

beforeAll(async () => {
  const [pagePort, apiPort] = await Promise.all([freePort(), freePort()]);
  pageUrl = `http://localhost:${pagePort}/`;
  const outDir = mkdtempSync(join(tmpdir(), 'ap-auth-page-'));
  stops.push(async () => rmSync(outDir, { recursive: true, force: true }));
  const [started] = await Promise.all([
    startSandbox({ APP_URL: pageUrl.slice(0, -1) }),
    build({
      root: resolve(import.meta.dirname, 'browser', 'page'),
      plugins: [react()],
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    }),
  ]);
  sandbox = started;
  stops.push(() => sandbox.stop());
  const [server, api] = await Promise.all([
    servePage(
      outDir,
      pagePort,
      `<script>window.AUTH_URL = ${JSON.stringify(sandbox.urls.auth)};</script>`,
    ),
    startApiServer(apiPort, {
      PROPELAUTH_AUTH_URL: sandbox.urls.auth,
      APP_URL: pageUrl.slice(0, -1),
    }),
  ]);
  stops.push(server.close, api.stop);
  apiUrl = api.url;
  browser = await launchChromium();
  stops.push(() => browser.close());
  page = await browser.newPage();
}, 120_000);
afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
});

const state = () => page.getByTestId('state');

describe('@propelauth/react against the auth stand-in, in Chromium', () => {
  it('signs up on the hosted page and comes back signed in', async () => {
    await page.goto(pageUrl);
    await expect.poll(() => state().textContent()).toBe('Signed out');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(`${sandbox.urls.auth}/signup?**`);
    await page.getByLabel('First name').fill('Dana');
    await page.getByLabel('Last name').fill('Lee');
    await page.getByLabel('Work email').fill('dana@example.test');
    await page.getByLabel('Password').fill('correct-horse');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(pageUrl);
    await expect.poll(() => state().textContent()).toBe('Signed in as dana@example.test');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect.poll(() => state().textContent()).toBe('Signed out');
  });

  it('signs in, refreshes and switches organisation', async () => {
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${sandbox.urls.auth}/login?**`);
    await page.getByLabel('Email').fill('ap@acme.test');
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(pageUrl);
    await expect.poll(() => state().textContent()).toBe('Signed in as ap@acme.test');

    const refreshed = page.waitForResponse(
      (r) => r.url().startsWith(`${sandbox.urls.auth}/api/v1/refresh_token`) && r.status() === 200,
    );
    await page.getByRole('button', { name: 'Refresh' }).click();
    await refreshed;
    await expect.poll(() => page.getByTestId('refreshes').textContent()).toBe('1');

    await page.getByRole('button', { name: 'Switch to Globex Holdings' }).click();
    await expect
      .poll(() => page.getByTestId('active-org').textContent())
      .toBe('Globex Holdings (Member)');
    await page.getByRole('button', { name: 'Switch to Acme Corp' }).click();
    await expect.poll(() => page.getByTestId('active-org').textContent()).toBe('Acme Corp (Admin)');
  });

  it('issues tokens the API server accepts, and the API server refuses a forged one', async () => {
    const token = (await page.getByTestId('active-org').getAttribute('data-token')) ?? '';
    const config = await (await fetch(`${apiUrl}/api/config/public`)).json();
    expect(config).toMatchObject({ propelauth_auth_url: sandbox.urls.auth });
    const accepted = await fetch(`${apiUrl}/api/invoices`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(accepted.status).toBe(200);

    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT(decodeJwt(token))
      .setProtectedHeader({ alg: 'RS256' })
      .sign(privateKey);
    const refused = await fetch(`${apiUrl}/api/invoices`, {
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(refused.status).toBe(401);
  });

  it('signs out: the session is gone for the page and for the auth API', async () => {
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect.poll(() => state().textContent()).toBe('Signed out');
    const status = await page.evaluate(
      async (auth) =>
        (await fetch(`${auth}/api/v1/refresh_token`, { credentials: 'include' })).status,
      sandbox.urls.auth,
    );
    expect(status).toBe(401);
  });
});
