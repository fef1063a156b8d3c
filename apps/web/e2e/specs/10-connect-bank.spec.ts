import { expectAccessible } from '../support/accessibility';
import { expect, signedInTest as test } from '../support/fixtures';
import { expectToast } from '../support/toasts';

// /connect-bank: the Moov onboarding widget (the sandbox's stand-in script, driven by the real
// @moovio/moov-js), back to /settings?moov_linked=success, then 'already set up'.

test('connect the bank through the widget, then it is already set up', async ({ page }) => {
  await page.goto('/connect-bank');
  const widget = page.getByRole('dialog', { name: 'Connect your bank account' });
  await expect(widget).toBeVisible();
  // The widget is Moov's (here the sandbox's stand-in of it), not the product's page.
  await expectAccessible(page, ['moov-onboarding']);
  await widget.getByLabel('Legal business name').fill('Acme Corp');
  await widget.getByLabel('Business email').fill('ap@acme.test');
  await widget.getByLabel('Account holder name').fill('Acme Corp');
  await widget.getByLabel('Routing number').fill('011000015');
  await widget.getByLabel('Account number').fill('123456789');
  await widget.getByRole('button', { name: 'Link bank account' }).click();
  await page.getByRole('button', { name: 'Done' }).click();
  await expectToast(page, 'Bank account connected successfully!');
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('region', { name: 'Bank Account' })).toContainText(
    'Currently connected to',
  );

  const alerted = page.waitForEvent('dialog');
  await page.goto('/connect-bank');
  const alert = await alerted;
  expect(alert.message()).toBe('Your payment account is already set up!');
  await alert.accept();
  await expect(page).toHaveURL(/\/settings$/);
});
