import type { Page } from 'playwright/test';
import { expectAccessible } from '../support/accessibility';
import { expect, signedInTest as test } from '../support/fixtures';

// /onboarding: four gated steps; the Gmail step connects the mailbox through the sandbox's
// Google consent page and comes back to the wizard. Then unlinking it from /settings.

const next = (page: Page) => page.getByRole('button', { name: /^(Next|Go to Dashboard)$/ });

const allowGmail = async (page: Page) => {
  await page.waitForURL(/\/o\/oauth2\/v2\/auth\?/);
  await page.getByLabel('Mailbox').selectOption('ap@acme.test');
  await page.getByRole('button', { name: 'Allow' }).click();
};

test('walk the onboarding wizard with its gating', async ({ page }) => {
  await page.goto('/onboarding');
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(next(page)).toBeDisabled();
  await expect(page.getByRole('radio', { name: /Microsoft 365/ })).toBeDisabled();
  await expectAccessible(page);
  await page.getByRole('radio', { name: /Google Workspace/ }).click();
  await next(page).click();

  await expect(next(page)).toBeDisabled();
  await page.getByRole('radio', { name: /shared ap@ mailbox/ }).click();
  await expect(next(page)).toBeDisabled(); // the mailbox is not connected yet
  await page.getByRole('button', { name: 'Connect Gmail', exact: true }).click();
  await allowGmail(page);
  await expect(page).toHaveURL(/\/onboarding/);
  await page.getByRole('radio', { name: /shared ap@ mailbox/ }).click();
  await expect(page.getByText('Currently connected to ap@acme.test')).toBeVisible();
  await expect(next(page)).toBeEnabled();
  await next(page).click();

  await expect(next(page)).toBeDisabled();
  await page.getByRole('radio', { name: /Skip for now/ }).click();
  await expect(page.getByText(/vendors may be re-onboarded/)).toBeVisible();
  await expect(page.getByText(/1099s will not be produced/)).toBeVisible();
  await expectAccessible(page);
  await next(page).click();

  await expect(next(page)).toHaveText('Go to Dashboard');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('radio', { name: /Skip for now/ })).toBeVisible();
  await next(page).click();
  await next(page).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('unlink the mailbox: two clicks within 3 s, and the window expiring', async ({ page }) => {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Configure Accounts Payable Inbox' }).click();
  const drawer = page.getByRole('dialog', { name: 'Accounts Payable Inbox' });
  await expect(drawer.getByText('Currently connected to ap@acme.test')).toBeVisible();
  await expect(drawer.getByRole('radio', { name: /Read-only/ })).toBeDisabled();
  // The permission radios are disabled while connected; WCAG 1.4.3 exempts the text of an
  // inactive control, which axe cannot tell for their descriptions.
  await expectAccessible(page, [
    '.mantine-Radio-root:has(input:disabled) .mantine-Radio-description',
  ]);
  await drawer.getByRole('button', { name: 'Unlink' }).click();
  await expect(drawer.getByRole('button', { name: 'Click again to confirm' })).toBeVisible();
  // Left alone, the confirmation window closes after 3 s.
  await expect(drawer.getByRole('button', { name: 'Unlink' })).toBeVisible({ timeout: 6_000 });
  await drawer.getByRole('button', { name: 'Unlink' }).click();
  await drawer.getByRole('button', { name: 'Click again to confirm' }).click();
  await expect(
    page.locator('.mantine-Notifications-root').getByText('Gmail account unlinked successfully.'),
  ).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Connect Gmail' })).toBeVisible();
  await expect(drawer.getByRole('radio', { name: /Read-only/ })).toBeEnabled();
});
