import type { Page } from 'playwright/test';
import { expectAccessible } from '../support/accessibility';
import { expect, signedInTest, test } from '../support/fixtures';
import { chooseFromSettingsMenu, DEMO_MEMBER, signInThroughHostedPage } from '../support/sign-in';

// Roles (SPEC §6, the API's role matrix): every screen and menu entry is there for everyone, but
// what needs an Admin is disabled for a Member, with the reason beside it.

const ADMIN_ONLY = /^Only an Admin or Owner can /;

const pendingApproves = (page: Page) =>
  page.getByRole('region', { name: 'Pending Tasks' }).getByRole('button', { name: 'Approve' });

test('a Member sees Admin-only controls disabled, with the reason', async ({ page }) => {
  test.slow(); // a sign-in through the hosted page and four screens
  await signInThroughHostedPage(page, DEMO_MEMBER);

  await expect(pendingApproves(page).first()).toBeDisabled();
  await expect(
    pendingApproves(page).and(page.getByRole('button', { disabled: false })),
  ).toHaveCount(0);
  const tasks = page.getByRole('region', { name: 'Pending Tasks' });
  await expect(tasks.getByText('Only an Admin or Owner can approve tasks.').first()).toBeVisible();
  await expect(tasks.getByRole('button', { name: 'Cancel' }).first()).toBeEnabled();
  await expectAccessible(page);

  await chooseFromSettingsMenu(page, 'Admin');
  await expect(page.getByText('Only an Admin or Owner can delete invoices.')).toBeVisible();
  const deletes = page.getByRole('button', { name: /^Delete invoice / });
  await expect(deletes.first()).toBeDisabled();
  await expect(deletes.and(page.getByRole('button', { disabled: false }))).toHaveCount(0);

  await page.goto('/settings?drawer=mandatoryChecks');
  const checks = page.getByRole('dialog', { name: 'Mandatory Checks' });
  await expect(checks.getByText(ADMIN_ONLY)).toBeVisible();
  await expect(checks.getByRole('switch', { name: 'Invoice Dated' })).toBeDisabled();
  await expect(checks.getByRole('switch', { disabled: false })).toHaveCount(0);

  await page.goto('/settings?drawer=mailbox');
  const mailbox = page.getByRole('dialog', { name: 'Accounts Payable Inbox' });
  await expect(mailbox.getByText(ADMIN_ONLY)).toBeVisible();
  await expect(mailbox.getByRole('button', { name: /Connect Gmail|Unlink/ })).toBeDisabled();
});

signedInTest('an Admin sees the same controls enabled, with no such reason', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(pendingApproves(page).first()).toBeEnabled();
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: /^Delete invoice / }).first()).toBeEnabled();
  await page.goto('/settings?drawer=mandatoryChecks');
  const checks = page.getByRole('dialog', { name: 'Mandatory Checks' });
  await expect(checks.getByRole('switch', { name: 'Invoice Dated' })).toBeEnabled();
  await expect(page.getByText(ADMIN_ONLY)).toHaveCount(0);
});
