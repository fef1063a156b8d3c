import { expect, type Page } from 'playwright/test';

/**
 * The AP mailbox (ap@acme.test) connected through Google's consent page at the stand-in, reading
 * every external sender; does nothing a second time (the stack is shared by the specs).
 */
const drawerOf = async (page: Page, button: string, name: string) => {
  await page.goto('/settings');
  await page.getByRole('button', { name: button }).click();
  const drawer = page.getByRole('dialog', { name });
  await expect(drawer).toBeVisible();
  return drawer;
};

export const connectMailbox = async (page: Page) => {
  const subset = await drawerOf(page, 'Configure Vendor Subset', 'Vendor Subset');
  await subset.getByText('All', { exact: true }).click();
  const mailbox = await drawerOf(
    page,
    'Configure Accounts Payable Inbox',
    'Accounts Payable Inbox',
  );
  const connect = mailbox.getByRole('button', { name: 'Connect Gmail', exact: true });
  if (await connect.isVisible()) {
    await connect.click();
    await page.waitForURL(/\/o\/oauth2\/v2\/auth\?/);
    await page.getByLabel('Mailbox').selectOption('ap@acme.test');
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL(/\/settings/);
  }
  await page.goto('/settings?drawer=mailbox');
  await expect(page.getByText('Currently connected to ap@acme.test').first()).toBeVisible();
};
