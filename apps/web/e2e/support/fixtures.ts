import { test as base } from 'playwright/test';
import type { StackUrls } from './stack';

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

export { expect } from 'playwright/test';
