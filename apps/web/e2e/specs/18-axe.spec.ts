import type { Locator, Page } from 'playwright/test';
import { blockingViolations } from '../support/accessibility';
import { expect, signedInTest, test } from '../support/fixtures';

// axe on the running app, not only on stories. Every route and every dialog, drawer
// and menu it opens is checked as a person reaches it; a test lists all the serious and
// critical violations it met, so one run shows what is left to fix.

// Each test runs axe on the whole page five to eleven times: work for the renderer alone
// (0.3-2 s a check measured alone on the 2-core machine). Beside the OCR and type-check lanes of
// the full run that took the dashboard's five checks past the 45 s default once: the budget of
// a slow test, for every test of the file.
test.describe.configure({ timeout: 135_000 });

/** Checks as they go; the test fails at its end with every violation found, by place. */
const walk = (page: Page) => {
  const found: string[] = [];
  return {
    // blockingViolations waits for dialogs and drawers to end their slide-in first.
    check: async (where: string, exclude: string[] = []) => {
      for (const violation of await blockingViolations(page, exclude))
        found.push(`${where} (${page.url()}): ${violation}`);
    },
    done: () => expect(found).toEqual([]),
  };
};

const closeWith = async (page: Page, dialog: Locator) => {
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
};

test('signed out: the home page', async ({ page }) => {
  const axe = walk(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await axe.check('home');
  axe.done();
});

signedInTest('the dashboard, its task dialogs and the settings menu', async ({ page }) => {
  const axe = walk(page);
  await page.goto('/dashboard');
  const tasks = page.getByRole('region', { name: 'Pending Tasks' });
  await expect(tasks.getByRole('article').first()).toBeVisible();
  await axe.check('dashboard');

  await tasks.getByRole('button', { name: 'Cancel' }).first().click();
  const cancel = page.getByRole('dialog', { name: 'Cancel task' });
  await expect(cancel).toBeVisible();
  await axe.check('cancel task confirmation');
  await cancel.getByRole('button', { name: 'Keep task' }).click();
  await expect(cancel).toHaveCount(0);

  const edit = tasks.getByRole('button', { name: 'Edit' }).first();
  if ((await edit.count()) > 0) {
    await edit.click();
    const form = page.getByRole('dialog', { name: 'Edit email' });
    await expect(form).toBeVisible();
    await axe.check('edit email');
    await closeWith(page, form);
  }

  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await axe.check('settings menu');
  await closeWith(page, page.getByRole('menu'));
  axe.done();
});

signedInTest('the invoices and each kind of Invoice Details dialog', async ({ page }) => {
  const axe = walk(page);
  await page.goto('/invoices');
  await expect(page.getByRole('region', { name: 'Invoices' }).getByRole('table')).toBeVisible();
  await axe.check('invoices');
  // Processing, Not Ready, Ready to Pay and a high-value invoice: each dialog reads differently.
  for (const number of ['N/A', 'GL-318', 'INV-1001', 'CL-2026-044']) {
    await page.goto('/invoices');
    await page
      .getByRole('button', { name: `View Details of invoice ${number}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Invoice Details' });
    await expect(dialog.getByRole('region', { name: 'Invoice' })).toBeVisible();
    await expect(dialog.getByText('Loading...')).toHaveCount(0);
    await axe.check(`Invoice Details of ${number}`);
    if (number === 'GL-318') {
      await dialog
        .getByRole('region', { name: 'Invoice' })
        .getByRole('button', { name: 'Edit', exact: true })
        .click();
      await axe.check(`Invoice Details of ${number} in edit mode`);
    }
  }
  axe.done();
});

signedInTest(
  'the admin dashboard, its tabs, a delete confirmation and the audit log',
  async ({ page }) => {
    const axe = walk(page);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    for (const tab of ['Invoices', 'Vendors', 'Tasks']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await axe.check(`admin ${tab}`);
    }
    await page.getByRole('tab', { name: 'Invoices' }).click();
    await page
      .getByRole('button', { name: /^Delete invoice / })
      .first()
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete' });
    await expect(confirm).toBeVisible();
    await axe.check('delete invoice confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);

    await page.goto('/admin/audit-log');
    await expect(page.getByRole('table').first()).toBeVisible();
    await axe.check('audit log');
    axe.done();
  },
);

signedInTest('settings and every drawer', async ({ page }) => {
  const axe = walk(page);
  await page.goto('/settings');
  await expect(page.getByRole('button', { name: 'Configure Mandatory Checks' })).toBeVisible();
  await axe.check('settings');
  for (const drawer of [
    'mailbox',
    'accounting',
    'bank',
    'employeeDirectory',
    'protectedActions',
    'mandatoryChecks',
    'vendorSubset',
    'approvalChains',
    'userManagement',
  ]) {
    await page.goto(`/settings?drawer=${drawer}`);
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByText('Loading...')).toHaveCount(0);
    // A disabled control's text is exempt from contrast (WCAG 1.4.3), which axe cannot tell
    // for a radio's description (as in 11-onboarding).
    await axe.check(`settings drawer ${drawer}`, [
      '.mantine-Radio-root:has(input:disabled) .mantine-Radio-description',
    ]);
  }
  axe.done();
});

signedInTest('onboarding and connect-bank', async ({ page }) => {
  const axe = walk(page);
  await page.goto('/onboarding');
  await expect(page.getByRole('button', { name: 'Previous' })).toBeVisible();
  await axe.check('onboarding');

  // Once a bank is connected (10-connect-bank) the page says so and leaves: check where it lands.
  page.once('dialog', (alert) => void alert.accept());
  await page.goto('/connect-bank');
  await expect(
    page
      .getByRole('dialog', { name: 'Connect your bank account' })
      .or(page.getByRole('button', { name: 'Configure Mandatory Checks' })),
  ).toBeVisible();
  await axe.check('connect-bank');
  axe.done();
});
