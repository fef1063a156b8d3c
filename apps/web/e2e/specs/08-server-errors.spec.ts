import { ERROR_TOASTS } from '@ap/domain';
import type { Page } from 'playwright/test';
import { expect, signedInTest as test } from '../support/fixtures';
import { toasts } from '../support/toasts';

// The API failing (500) on each list: its toast, word for word (SPEC §8). Queries retry a
// server error up to 3 times first (1 + 2 + 4 s, SPEC §7), so the toast comes after the
// retries: the page's clock is moved over the back-off instead of the test waiting it out.
// SPEC lists both 'Failed to load invoices' and 'Failed to load invoices.'; the domain assigns
// them to screens.

const failing = async (page: Page, ...paths: RegExp[]) => {
  await page.route(
    (url) => paths.some((path) => path.test(url.pathname)),
    (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'database down' }),
  );
};

const expectToasts = async (page: Page, ...titles: string[]) => {
  for (const title of titles) {
    const toast = toasts(page).getByText(title, { exact: true });
    // One second of back-off at a time, only while the toast is not up (a toast shown is not
    // hurried towards its own closing).
    await expect(async () => {
      if (!(await toast.isVisible())) await page.clock.fastForward(1_000);
      await expect(toast).toBeVisible({ timeout: 250 });
    }).toPass({ timeout: 20_000 });
  }
};

test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

test('dashboard: statistics, threads and tasks', async ({ page }) => {
  // The dashboard's figures come from the aggregate call, not from the invoice list.
  await failing(page, /^\/api\/dashboard\/summary$/, /^\/api\/threads$/, /^\/api\/tasks$/);
  await page.goto('/dashboard');
  await expectToasts(
    page,
    'Failed to load dashboard statistics.',
    'Failed to load threads. Please try again',
    'Failed to load tasks',
  );
});

test('invoices: the list, the invoice details and its workflow runs', async ({ page }) => {
  // The table loads pages (and polls changes) instead of the whole list.
  await failing(
    page,
    /^\/api\/invoices\/(page|changes)?\/?$/,
    /^\/api\/invoices\/inv_/,
    /^\/api\/workflow-runs\//,
  );
  await page.goto('/invoices?invoice=inv_demo_ready');
  await expectToasts(
    page,
    ERROR_TOASTS.loadInvoices,
    'Failed to load invoice details.',
    'Failed to load workflow runs.',
  );
});

test('admin: invoices, vendors and tasks', async ({ page }) => {
  await failing(page, /^\/api\/admin\/invoices$/, /^\/api\/admin\/vendors$/, /^\/api\/tasks$/);
  await page.goto('/admin?tab=tasks');
  await expectToasts(page, ERROR_TOASTS.loadInvoicesAdmin, 'Failed to load tasks');
  await page.getByRole('tab', { name: 'Vendors' }).click();
  await expectToasts(page, 'Failed to load vendors');
});
