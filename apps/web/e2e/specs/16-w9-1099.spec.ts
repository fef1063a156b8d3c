import type { Page } from 'playwright/test';
import { expectAccessible } from '../support/accessibility';
import { expect, signedInTest, test } from '../support/fixtures';
import { chooseFromSettingsMenu, DEMO_MEMBER, signInThroughHostedPage } from '../support/sign-in';
import { expectToast } from '../support/toasts';

// Form W-9 and 1099: the Invoice Details dialog's Form W-9 and Requisitioner buttons
// draft e-mails a person approves; the vendor popover shows the W-9 on file; the Admin
// Dashboard opens the 1099-NEC report with its year picker.

const openInvoice = async (page: Page, number: string) => {
  await page.goto('/invoices');
  await page.getByRole('button', { name: `View Details of invoice ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Invoice Details' });
  await expect(dialog.getByRole('heading', { name: `Invoice ${number}` })).toBeVisible();
  return dialog;
};

signedInTest(
  'Form W-9 and Requisitioner draft e-mails that wait in the pending tasks; nothing is under construction',
  async ({ page }) => {
    const dialog = await openInvoice(page, 'INV-1001');
    await expect(dialog.getByText('Under Construction')).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Form W-9' }).click();
    await expectToast(page, 'The W-9 request drafted');
    // The e-mail to the requisitioner opens drafted, for the person to write, then saved.
    await dialog.getByRole('button', { name: 'Requisitioner' }).click();
    await expectToast(page, 'The e-mail to the requisitioner drafted');
    const editor = page.getByRole('dialog', { name: 'Edit email' });
    await expect(editor.getByLabel('Subject')).toHaveValue(/INV-1001/);
    await editor.getByLabel('Body').fill('Hello, could you confirm the office supplies arrived?');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Task updated successfully!');
    await expect(editor).toHaveCount(0);
    // Asked again: the same draft, said so.
    await dialog.getByRole('button', { name: 'Form W-9' }).click();
    await expectToast(page, 'The W-9 request is already drafted and awaits approval');

    // The vendor has no W-9 yet: the popover says so.
    await dialog.getByRole('button', { name: 'Vendor details' }).click();
    const details = page.getByRole('dialog', { name: 'Vendor details' });
    await expect(details.getByRole('region', { name: 'Form W-9' })).toContainText('No W-9 on file');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    // Both drafts wait for a person on the dashboard, to the vendor and to the requisitioner.
    await page.goto('/dashboard');
    const pending = page.getByRole('region', { name: 'Pending Tasks' });
    await expect(pending.getByText('Form W-9 request for invoice INV-1001').first()).toBeVisible();
  },
);

signedInTest('the 1099-NEC report: year picker, empty year, back to Admin', async ({ page }) => {
  await page.goto('/dashboard');
  await chooseFromSettingsMenu(page, 'Admin');
  await page.getByRole('button', { name: '1099 Report' }).click();
  await expect(page.getByRole('heading', { name: '1099-NEC Report' })).toBeVisible();
  const year = new Date().getFullYear();
  await expect(page.getByLabel('Tax year')).toHaveValue(String(year));
  await page.getByLabel('Tax year').selectOption(String(year - 1));
  await expect(page).toHaveURL(new RegExp(`/admin/1099\\?year=${year - 1}$`));
  await expect(
    page.getByText(`No 1099-eligible vendor was paid through the product in ${year - 1}.`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Back to Admin' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
});

test('a Member is told the 1099 report is for Admins', async ({ page }) => {
  await signInThroughHostedPage(page, DEMO_MEMBER);
  await page.goto('/admin/1099');
  await expect(page.getByText('Only an Admin or Owner can see the 1099 report.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});
