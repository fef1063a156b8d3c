import type { Page } from 'playwright/test';
import { gmailAccount } from '../../../api/test/support/stand-ins';
import { emailInvoice } from '../../../api/test/support/vendor-invoice-mail';
import { expectAccessible } from '../support/accessibility';
import { expect, signedInTest as test } from '../support/fixtures';
import { connectMailbox } from '../support/mailbox';

// Against the real API: a task says what approving it will do. Office Supplies Co
// e-mails an invoice printing other bank details than those on record; the assistant drafts an
// update_vendor task, and its card on the dashboard names the vendor and shows the old and the
// new account and routing numbers masked, with the fraud warning, above its Approve button.

const VENDOR = { name: 'Office Supplies Co', email: 'billing@officesupplies.test' };
const ON_RECORD = { account: '000123456789', routing: '021000021' }; // the demo seed
const PRINTED = { account: '000555517777', routing: '011000015' };
const NUMBER = 'E2E-BANK-1';

const pendingTasks = (page: Page) => page.getByRole('region', { name: 'Pending Tasks' });

test('an Update Vendor task changing bank details shows old and new masked, and the warning, before Approve', async ({
  page,
  urls,
}) => {
  test.setTimeout(240_000);
  await connectMailbox(page);
  await emailInvoice(await gmailAccount(urls.gmail, VENDOR.email), 'ap@acme.test', {
    vendor: VENDOR.name,
    vendorEmail: VENDOR.email,
    number: NUMBER,
    issueDate: '2026-11-20',
    dueDate: '2026-12-20',
    items: [{ description: 'Printer paper', quantity: '1', rate: '240.00', amount: '240.00' }],
    subtotal: '240.00',
    tax: '0.00',
    total: '240.00',
    footer: [
      'Bank name: First Test Bank',
      `Routing number: ${PRINTED.routing}`,
      `Account number: ${PRINTED.account}`,
    ],
  });

  const task = pendingTasks(page)
    .getByRole('article', { name: 'Update Vendor task' })
    .filter({ hasText: NUMBER });
  // Read from the mailbox, then drafted by the assistant: look again until it is there.
  await expect(async () => {
    await page.goto('/dashboard');
    await expect(task).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 120_000 });

  await expect(task).toContainText(`Vendor: ${VENDOR.name}`);
  await expect(task.getByText('This changes where the vendor is paid')).toBeVisible();
  await expect(task.getByText(/how payment fraud usually starts/)).toBeVisible();
  const account = task.getByRole('row', { name: /Account Number/ });
  await expect(account).toContainText('••••6789');
  await expect(account).toContainText('••••7777');
  await expect(account).toContainText('Bank details');
  const routing = task.getByRole('row', { name: /Routing Number/ });
  await expect(routing).toContainText('••••0021');
  await expect(routing).toContainText('••••0015');
  // The warning is read before the button it warns about, and nothing was changed yet.
  const approve = task.getByRole('button', { name: 'Approve' });
  await expect(approve).toBeEnabled();
  const warningFirst = await task
    .getByText('This changes where the vendor is paid')
    .evaluate(
      (warning, button) =>
        !!button &&
        (warning.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
      await approve.elementHandle(),
    );
  expect(warningFirst).toBe(true);
  // Neither number reaches the browser in clear.
  const html = await page.content();
  for (const secret of [...Object.values(ON_RECORD), ...Object.values(PRINTED)]) {
    expect(html).not.toContain(secret);
  }
  await expectAccessible(page);
});

test('a Pay Invoice task shows payee, amount, currency, masked account and payment date', async ({
  page,
}) => {
  await page.goto('/dashboard');
  const task = pendingTasks(page)
    .getByRole('article', { name: 'Pay Invoice task' })
    .filter({ hasText: 'CL-2026-044' });
  await expect(task).toContainText('Payee: Cloudly Hosting');
  await expect(task).toContainText('Amount: $18,400.00');
  await expect(task).toContainText('Currency: USD');
  await expect(task).toContainText('To account: ••••4321 · First National Bank');
  await expect(task).toContainText(/Payment date: (12\/1\/2026|On approval)/);
  await expect(task).not.toContainText('000987654321');
});
