import { STORAGE_KEYS } from '@ap/domain';
import type { Page } from 'playwright/test';
import { expectAccessible } from '../support/accessibility';
import { expect, signedInTest as test } from '../support/fixtures';
import { expectToast } from '../support/toasts';

// /settings: mandatory checks, vendor subset, Gmail return parameters.

const openDrawer = async (page: Page, button: string, dialog: string) => {
  await page.getByRole('button', { name: button }).click();
  const drawer = page.getByRole('dialog', { name: dialog });
  await expect(drawer).toBeVisible();
  return drawer;
};

test('the settings page', async ({ page }) => {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'General' })).toBeVisible();
  for (const card of ['Accounts Payable Inbox', 'ERP & Accounting', 'Bank Account'])
    await expect(page.getByRole('region', { name: card })).toBeVisible();
  await expectAccessible(page);
});

test('a corrupt saved mandatory checks value falls back to the defaults', async ({ page }) => {
  await page.addInitScript((key) => {
    localStorage.setItem(key, '{"checks": [not json');
  }, STORAGE_KEYS.mandatoryChecksConfig);
  await page.goto('/settings');
  const drawer = await openDrawer(page, 'Configure Mandatory Checks', 'Mandatory Checks');
  await expect(drawer.getByRole('switch', { name: 'Unique Invoice Number' })).toBeChecked();
  await expect(drawer.getByRole('switch', { name: 'Invoice Dated' })).not.toBeChecked();
  await expect(drawer.getByRole('button', { name: 'Reset to recommended' })).toHaveCount(0);
});

test('mandatory checks: change, save, reload, reset to recommended', async ({ page }) => {
  await page.goto('/settings');
  let drawer = await openDrawer(page, 'Configure Mandatory Checks', 'Mandatory Checks');
  await expect(page).toHaveURL(/drawer=/);
  const locked = drawer.getByRole('group', { name: 'Always Required' });
  for (const lockedSwitch of await locked.getByRole('switch').all()) {
    await expect(lockedSwitch).toBeChecked();
    await expect(lockedSwitch).toBeDisabled();
  }
  await drawer.getByRole('switch', { name: 'Invoice Dated' }).click();
  await expect(drawer.getByRole('region', { name: 'Unsaved changes' })).toBeVisible();
  await expectAccessible(page);
  await drawer.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Changes Saved');
  await expectToast(page, 'Mandatory checks configuration has been updated successfully.');

  // The open drawer lives in the address: a reload comes back to it.
  await page.reload();
  drawer = page.getByRole('dialog', { name: 'Mandatory Checks' });
  await expect(drawer.getByRole('switch', { name: 'Invoice Dated' })).toBeChecked();
  await drawer.getByRole('button', { name: 'Reset to recommended' }).click();
  await expect(drawer.getByRole('switch', { name: 'Invoice Dated' })).not.toBeChecked();
  await drawer.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Changes Saved');
  await page.reload();
  await expect(drawer.getByRole('switch', { name: 'Invoice Dated' })).not.toBeChecked();
  await expect(drawer.getByRole('button', { name: 'Reset to recommended' })).toHaveCount(0);
});

test('vendor subset: senders and domains added, invalid input ignored', async ({ page }) => {
  await page.goto('/settings');
  const drawer = await openDrawer(page, 'Configure Vendor Subset', 'Vendor Subset');
  await drawer.getByText('Limited').click();
  const field = drawer.getByLabel('Sender address or domain');
  const add = drawer.getByRole('button', { name: 'Add' });
  await expect(add).toBeDisabled();
  await field.fill('  billing@globex.io ');
  await field.press('Enter');
  await expectToast(page, 'Sender billing@globex.io added successfully');
  await field.fill('globex.io');
  await add.click();
  await expectToast(page, 'Domain globex.io added successfully');
  const senders = drawer.getByRole('group', { name: 'Senders' });
  const domains = drawer.getByRole('group', { name: 'Domains' });
  await expect(senders).toContainText('billing@globex.io');
  await expect(domains).toContainText('globex.io');
  await expectAccessible(page);

  for (const invalid of ['not a domain', 'two@@at.io', '-bad-.com', `${'a'.repeat(64)}.com`]) {
    await field.fill(invalid);
    await field.press('Enter');
  }
  await field.fill('globex.io');
  await field.press('Enter'); // already present
  await expect(senders.getByRole('button', { name: /^Remove / })).toHaveCount(1);
  await expect(domains.getByRole('button', { name: /^Remove / })).toHaveCount(1);
});

test('returning from Gmail: each result shows its toast, then leaves the address', async ({
  page,
}) => {
  const cases = [
    ['gmail_linked=success', 'Gmail account connected successfully!'],
    ['gmail_linked=error&error=invalid_state', 'Gmail connection failed: Invalid state parameter'],
    ['gmail_linked=error&error=service_error', 'Gmail connection failed: Service error'],
    ['gmail_linked=error&error=access_denied', 'Gmail connection failed: Unknown error'],
    ['moov_linked=success', 'Bank account connected successfully!'],
  ];
  for (const [query, toast] of cases) {
    await page.goto(`/settings?${query}`);
    await expectToast(page, toast as string);
    await expect(page).toHaveURL(/\/settings$/);
  }
});
