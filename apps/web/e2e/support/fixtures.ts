import { type BrowserContextOptions, test as base } from 'playwright/test';
import { signInThroughHostedPage } from './sign-in';
import type { StackUrls } from './stack';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

const stackUrls = (): StackUrls => {
  const raw = process.env.E2E_URLS;
  if (!raw) throw new Error('E2E_URLS is unset: run through playwright.config.ts (global setup)');
  return JSON.parse(raw) as StackUrls;
};

/** Playwright's test with the running stack's addresses; relative page.goto goes to the app. */
export const test = base.extend<{ urls: StackUrls }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
  urls: async ({}, use) => use(stackUrls()),
  // biome-ignore lint/correctness/noEmptyPattern: as above
  baseURL: async ({}, use) => use(stackUrls().web),
});

/**
 * Tests that start signed in as the demo user: one sign-in through the hosted page per worker,
 * its cookies and local storage reused by every test's fresh context.
 */
export const signedInTest = test.extend<object, { demoSession: StorageState }>({
  demoSession: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL: stackUrls().web });
      await signInThroughHostedPage(await context.newPage());
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    { scope: 'worker' },
  ],
  storageState: async ({ demoSession }, use) => use(demoSession),
});

export { expect } from 'playwright/test';
