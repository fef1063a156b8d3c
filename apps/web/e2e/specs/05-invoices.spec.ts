import type { Page } from 'playwright/test';
import { expectAccessible } from '../support/accessibility';
import { expect, signedInTest as test } from '../support/fixtures';
import { expectToast } from '../support/toasts';

// /invoices and the Invoice Details dialog against the demo invoices.

const openInvoice = async (page: Page, number: string) => {
  await page.goto('/invoices');
  await page.getByRole('button', { name: `View Details of invoice ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Invoice Details' });
  await expect(dialog.getByRole('heading', { name: `Invoice ${number}` })).toBeVisible();
  return { dialog, panel: dialog.getByRole('region', { name: 'Invoice' }) };
};

const row = (page: Page, number: string) =>
  page.getByRole('row').filter({
    has: page.getByRole('button', { name: `View Details of invoice ${number}` }),
  });

test('the list and a dialog 90% of the viewport whose address can be shared', async ({ page }) => {
  await page.goto('/invoices');
  const table = page.getByRole('region', { name: 'Invoices' }).getByRole('table');
  for (const column of ['Invoice #', 'Vendor', 'Amount', 'Status', 'Due Date', 'Actions'])
    await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
  await expect(row(page, 'N/A')).toContainText('Processing');
  await expect(row(page, 'GL-318')).toContainText('Not Ready');
  await expect(row(page, 'INV-0987')).toContainText('Paid');
  await expect(row(page, 'INV-1001')).toContainText('Ready to Pay');
  await expectAccessible(page);

  const { dialog, panel } = await openInvoice(page, 'GL-318');
  const box = await dialog.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(1152); // 90% of 1280
  expect(Math.round(box?.height ?? 0)).toBe(720); // 90% of 800
  await expect(panel.getByRole('status', { name: 'Invoice status' })).toContainText('Not Ready');
  await expect(panel.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);
  await expect(dialog.getByText('Workflow History')).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Invoice Details' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Invoice Details' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/invoices$/);
});

test('the list reads a page, then polls only for what changed, every 5 s', async ({ page }) => {
  const wholeList: string[] = [];
  const polls: Array<{ since: string | null; version: string; invoices: number; bytes: number }> =
    [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (/\/api\/invoices\/?$/.test(url.pathname)) wholeList.push(url.pathname);
    if (url.pathname !== '/api/invoices/changes' || response.status() !== 200) return;
    const body = await response.body();
    const answer = JSON.parse(body.toString()) as { version: string; invoices: unknown[] };
    polls.push({
      since: url.searchParams.get('since'),
      version: answer.version,
      invoices: answer.invoices.length,
      bytes: body.length,
    });
  });
  const firstPage = page.waitForResponse((r) => r.url().includes('/api/invoices/page'));
  await page.goto('/invoices');
  const { version } = (await (await firstPage).json()) as { version: string };
  await expect.poll(() => polls.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  // The first poll asks from the first page's version, each next one from the last answer's.
  expect(polls[0]?.since).toBe(version);
  expect(polls[1]?.since).toBe(polls[0]?.version);
  // Idle: nothing changed, a few dozen bytes; the whole list is never read.
  for (const poll of polls) expect(poll).toMatchObject({ invoices: 0 });
  for (const poll of polls) expect(poll.bytes).toBeLessThan(1024);
  expect(wholeList).toEqual([]);
});

test('an invoice changed elsewhere shows in the list at the next poll', async ({ page, urls }) => {
  await page.goto('/invoices');
  const gl318 = row(page, 'GL-318');
  await expect(gl318).toBeVisible();
  // Another session changes the invoice through the API (the demo user's token from the auth
  // stand-in, as the app gets it).
  const session = await page.request.get(`${urls.auth}/api/v1/refresh_token`);
  const { access_token: token } = (await session.json()) as { access_token: string };
  const patched = await page.request.patch(`${urls.api}/api/invoices/inv_demo_not_ready`, {
    headers: { Authorization: `Bearer ${token}`, 'X-Org-Id': 'org_demo' },
    data: { invoice_id: 'inv_demo_not_ready', due_date: '2031-01-15' },
  });
  expect(patched.status()).toBe(200);
  // The first poll sent after the change carries it, and the row shows it.
  const poll = await page.waitForRequest((r) => r.url().includes('/api/invoices/changes'), {
    timeout: 15_000,
  });
  const answer = (await (await poll.response())?.json()) as { invoices: Array<{ id: string }> };
  expect(answer.invoices.map((invoice) => invoice.id)).toContain('inv_demo_not_ready');
  await expect(gl318).toContainText('1/15/2031', { timeout: 3_000 });
});

test('edit and save: a non-numeric amount is saved as 0', async ({ page }) => {
  const { panel } = await openInvoice(page, 'N/A');
  await panel.getByRole('button', { name: 'Edit' }).click();
  const amount = panel.getByRole('spinbutton', { name: 'Amount' }).first();
  await amount.clear();
  await amount.pressSequentially('abc');
  await panel.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Invoice updated successfully');
  await expect(panel.getByRole('button', { name: 'Edit' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row(page, 'N/A')).toContainText('$0.00');
});

test('override a failed check: saved with who overrode it', async ({ page }) => {
  const { panel } = await openInvoice(page, 'GL-318');
  await panel.getByRole('button', { name: 'Edit' }).click();
  await panel.getByRole('button', { name: 'Override Invoice Approved' }).click();
  const passing = panel.getByRole('region', { name: 'Passing Checks' });
  await expect(passing.getByText('Overridden', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await panel.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Invoice updated successfully');

  await page.reload();
  const reopened = page.getByRole('dialog', { name: 'Invoice Details' });
  const saved = reopened.getByRole('region', { name: 'Passing Checks' });
  await saved.getByRole('button', { name: /Invoice Approved/ }).click();
  await expect(saved.getByTestId('override-info')).toContainText('Overridden by');
  await expect(reopened.getByRole('region', { name: 'Failing Checks' })).not.toContainText(
    'Invoice Approved',
  );
});

/** Settings > Protected Actions: 'Executing a Payment' on or off, saved for the organisation. */
const protectPayments = async (page: Page, on: boolean) => {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Configure Protected Actions' }).click();
  const drawer = page.getByRole('dialog', { name: 'Protected Actions' });
  const payments = drawer.getByRole('switch', { name: 'Executing a Payment' });
  if ((await payments.isChecked()) === on) return;
  await payments.click();
  await drawer.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Protected actions configuration has been updated successfully.');
};

test('pay a Ready to Pay invoice once payments are unprotected: queued', async ({ page }) => {
  // 'Executing a Payment' is protected by default (pay drafts an approval task); the server
  // enforces what the organisation saved in its settings.
  await protectPayments(page, false);
  try {
    const { panel } = await openInvoice(page, 'INV-1001');
    await expect(panel.getByRole('status', { name: 'Invoice status' })).toContainText(
      'Ready to Pay',
    );
    await panel.getByRole('button', { name: 'Pay', exact: true }).click();
    await expectToast(page, 'Invoice is queued for payment!');
  } finally {
    await protectPayments(page, true);
  }
});

test('pay while payments are protected: an approval task instead', async ({ page }) => {
  const { panel } = await openInvoice(page, 'CL-2026-039');
  await panel.getByRole('button', { name: 'Pay', exact: true }).click();
  // SPEC §3's title stays; the server's explanation is the message below it.
  await expectToast(page, 'Invoice is queued for payment!');
  await expectToast(page, 'executing a payment is protected');
});

test('a payment over $10,000 becomes an approval task', async ({ page }) => {
  const { panel } = await openInvoice(page, 'CL-2026-044');
  await panel.getByRole('button', { name: 'Pay', exact: true }).click();
  await expectToast(page, 'Invoice is queued for payment!');
  await expectToast(page, 'payments over $10,000 always need approval');
  await page.goto('/dashboard');
  const tasks = page.getByRole('region', { name: 'Pending Tasks' });
  await expect(
    tasks.getByRole('article', { name: 'Pay Invoice task' }).filter({ hasText: 'CL-2026-044' }),
  ).toBeVisible();
});
