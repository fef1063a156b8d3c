import type { Page } from 'playwright/test';
import { expectAccessible } from '../support/accessibility';
import { expect, signedInTest as test } from '../support/fixtures';
import { chooseFromSettingsMenu } from '../support/sign-in';
import { expectToast } from '../support/toasts';

// /admin: tabs, deletes after confirmation, task filters (newest first) kept in the address.

const deleteAfterConfirming = async (page: Page, label: string, question: string) => {
  await page.getByRole('button', { name: label }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete' });
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: label })).toBeVisible();
  await page.getByRole('button', { name: label }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
};

test('delete an invoice and a vendor after confirming', async ({ page }) => {
  await page.goto('/dashboard');
  await chooseFromSettingsMenu(page, 'Admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expectAccessible(page);
  await deleteAfterConfirming(
    page,
    'Delete invoice INV-0987',
    'Are you sure you want to delete this invoice? This action cannot be undone.',
  );
  await expectToast(page, 'Invoice deleted successfully');
  await expect(page.getByRole('button', { name: 'Delete invoice INV-0987' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Vendors' }).click();
  await expectAccessible(page);
  await deleteAfterConfirming(
    page,
    'Delete vendor Green Leaf Catering',
    'Are you sure you want to delete this vendor? This action cannot be undone.',
  );
  await expectToast(page, 'Vendor deleted successfully');
  await expect(page.getByRole('button', { name: 'Delete vendor Green Leaf Catering' })).toHaveCount(
    0,
  );
  await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('filter tasks by status, type and created date, newest first', async ({ page }) => {
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Tasks' }).click();
  const table = page.getByRole('table', { name: 'Tasks' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Type').selectOption('send_email');
  const created = async () =>
    (await table.getByRole('row').locator('td:nth-child(3)').allTextContents()).map(Date.parse);
  await expect(table.getByRole('row').nth(1)).toContainText('Send Email');
  for (const type of await table.getByRole('row').locator('td:nth-child(1)').allTextContents())
    expect(type).toBe('Send Email');
  const times = await created();
  expect(times.length).toBeGreaterThan(2);
  expect(times).toEqual([...times].sort((a, b) => b - a));

  await page.getByLabel('Status').selectOption('cancelled');
  await expect(table.getByRole('row')).toHaveCount(2); // header + the seeded cancelled e-mail
  await expect(page).toHaveURL(/status=cancelled/);
  await page.reload();
  await expect(page.getByLabel('Status')).toHaveValue('cancelled');
  await expect(table.getByRole('row')).toHaveCount(2);

  await page.getByLabel('Status').selectOption('');
  await page.getByRole('textbox', { name: 'Created date' }).fill('2026-11-18');
  await page.getByRole('textbox', { name: 'Created date' }).press('Enter');
  await expect(table.getByRole('row')).toHaveCount(2); // the e-mail drafted on 11/18
  await expect(table.getByRole('row').nth(1)).toContainText('11/18/2026');

  await page.getByLabel('Type').selectOption('pay_invoice');
  await expect(page.getByText('No tasks found')).toBeVisible();
});
