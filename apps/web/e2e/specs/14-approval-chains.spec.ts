import type { Locator, Page } from 'playwright/test';
import { gmailAccount } from '../../../api/test/support/stand-ins';
import { emailInvoice } from '../../../api/test/support/vendor-invoice-mail';
import { expectAccessible } from '../support/accessibility';
import { expect, signedInTest as test } from '../support/fixtures';
import { connectMailbox } from '../support/mailbox';
import { DEMO_MEMBER, signInThroughHostedPage } from '../support/sign-in';
import { expectToast } from '../support/toasts';

// Approval chains against the real API: an Admin writes the rule "over $5,000 from
// Office Supplies Co: the requisitioner, then the controller" in the drawer; the vendor e-mails
// two invoices to the AP mailbox (from its own Gmail account at the stand-in, which pushes to the
// API as Gmail does); $6,000 is routed through both steps and approved in the app by each of
// them, $4,000 takes the default; the audit log shows the change of rules.

const VENDOR = { name: 'Office Supplies Co', email: 'billing@officesupplies.test' };
const REQUISITIONER = 'ap@acme.test'; // the signed-in Admin ordered them
const CONTROLLER = DEMO_MEMBER.email;

const drawerOf = async (page: Page, button: string, name: string) => {
  await page.goto('/settings');
  await page.getByRole('button', { name: button }).click();
  const drawer = page.getByRole('dialog', { name });
  await expect(drawer).toBeVisible();
  return drawer;
};

const writeRule = async (page: Page) => {
  const drawer = await drawerOf(page, 'Configure Approval Chains', 'Approval Chains');
  await drawer.getByRole('button', { name: 'Add rule' }).click();
  const control = drawer.getByRole('button', { name: /New rule/ });
  const rule = drawer.locator(`#${await control.getAttribute('aria-controls')}`);
  await rule.getByLabel('Rule name').fill('Big office orders');
  await rule.getByLabel('Amount over').fill('5000');
  await rule.getByRole('combobox', { name: 'Currency' }).click();
  await page.getByRole('option', { name: 'USD', exact: true }).click();
  await rule.getByRole('combobox', { name: 'Vendors' }).click();
  await page.getByRole('option', { name: VENDOR.name }).click();
  await rule.getByRole('button', { name: 'Add step' }).click();
  const step = rule.getByRole('group', { name: 'Step 2' });
  await step.getByRole('combobox', { name: 'Step 2: who approves' }).click();
  await page.getByRole('option', { name: 'A named person' }).click();
  await step.getByLabel('E-mail').fill(CONTROLLER);
  await step.getByLabel('Step title').fill('Controller');
  await expect(drawer.getByRole('button', { name: /Big office orders/ })).toContainText(
    `Over $5,000.00 · Vendor: ${VENDOR.name}`,
  );
  await expect(drawer.getByRole('button', { name: /Big office orders/ })).toContainText(
    `Requisitioner → Controller: ${CONTROLLER}`,
  );
  await expectAccessible(page);
  await drawer.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Changes Saved');
  await expectToast(page, 'Approval chains configuration has been updated successfully.');
  // Saved for the organisation: a reload reads it back from the API.
  await page.reload();
  await expect(
    page
      .getByRole('dialog', { name: 'Approval Chains' })
      .getByRole('button', { name: /Big office orders/ }),
  ).toBeVisible();
};

const sendInvoice = async (gmailUrl: string, number: string, total: string) =>
  emailInvoice(await gmailAccount(gmailUrl, VENDOR.email), 'ap@acme.test', {
    vendor: VENDOR.name,
    vendorEmail: VENDOR.email,
    number,
    issueDate: '2026-11-20',
    dueDate: '2026-12-20',
    items: [{ description: 'Office furniture', quantity: '1', rate: total, amount: total }],
    subtotal: total,
    tax: '0.00',
    total,
    requestedBy: `Avery Payne <${REQUISITIONER}>`,
  });

/** The invoice's approval chain in its details dialog, once the assistant has routed it. */
const approvalsOf = async (page: Page, number: string): Promise<Locator> => {
  await page.goto('/invoices');
  const view = page.getByRole('button', { name: `View Details of invoice ${number}` });
  await expect(view).toBeVisible({ timeout: 90_000 }); // read from the mailbox, then listed
  await view.click();
  const panel = page.getByRole('dialog', { name: 'Invoice Details' }).getByRole('region', {
    name: 'Invoice',
  });
  const approvals = panel.getByRole('region', { name: 'Approvals' });
  // The chain is routed by the assistant's review just after the invoice is read: look again.
  await expect(async () => {
    await page.reload();
    await expect(approvals.getByText('Requisitioner', { exact: true })).toBeVisible({
      timeout: 5_000,
    });
  }).toPass({ timeout: 90_000 });
  return approvals;
};

test('an Admin writes an approval rule; e-mailed invoices are routed by it', async ({
  page,
  browser,
  urls,
}) => {
  test.setTimeout(300_000);
  await connectMailbox(page);
  await writeRule(page);
  await sendInvoice(urls.gmail, 'E2E-6000', '6000.00');
  await sendInvoice(urls.gmail, 'E2E-4000', '4000.00');

  // $6,000 from the vendor: the requisitioner, then the controller.
  let approvals = await approvalsOf(page, 'E2E-6000');
  await expect(approvals.getByText('Controller', { exact: true })).toBeVisible();
  await expect(approvals.getByText(CONTROLLER)).toBeVisible();
  await expect(approvals.getByText('Awaiting your approval')).toBeVisible();
  await approvals.getByRole('button', { name: 'Approve', exact: true }).click();
  await expectToast(page, 'Invoice approved');
  await expect(approvals.getByText('Approved', { exact: true })).toHaveCount(1);
  // The requisitioner approves only their own step: the controller's is not theirs.
  await expect(approvals.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);

  // The controller signs in and approves their step: the chain is complete.
  const controller = await browser.newContext({
    baseURL: urls.web,
    storageState: { cookies: [], origins: [] }, // not the Admin's session
  });
  const controllerPage = await controller.newPage();
  await signInThroughHostedPage(controllerPage, DEMO_MEMBER);
  approvals = await approvalsOf(controllerPage, 'E2E-6000');
  await approvals.getByRole('button', { name: 'Approve', exact: true }).click();
  await expectToast(controllerPage, 'Invoice approved');
  await expect(approvals.getByText('Complete', { exact: true })).toBeVisible();
  // A Member reads the organisation's rules but cannot change them.
  await controllerPage.goto('/settings?drawer=approvalChains');
  const readOnly = controllerPage.getByRole('dialog', { name: 'Approval Chains' });
  await expect(
    readOnly.getByText('Only an Admin or Owner can change the approval chains.'),
  ).toBeVisible();
  await expect(readOnly.getByRole('button', { name: /Big office orders/ })).toBeVisible();
  await expect(readOnly.getByRole('button', { name: 'Add rule' })).toHaveCount(0);
  await controller.close();

  // $4,000 from the same vendor takes the default: the requisitioner alone.
  approvals = await approvalsOf(page, 'E2E-4000');
  await expect(approvals.getByText('Controller', { exact: true })).toHaveCount(0);
  await expect(approvals.getByText(REQUISITIONER)).toBeVisible();

  // The audit log shows who changed the rules.
  await page.goto('/admin/audit-log');
  await page.getByLabel('Action').selectOption({ label: 'Changed the approval chains' });
  const row = page.getByRole('row').filter({ hasText: 'Changed the approval chains' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(REQUISITIONER);
});
