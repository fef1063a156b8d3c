import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gmailAccount } from '../../../api/test/support/stand-ins';
import { expectAccessible } from '../support/accessibility';
import { expect, signedInTest as test } from '../support/fixtures';
import { connectMailbox } from '../support/mailbox';
import { expectToast } from '../support/toasts';

// Issues 14 and 18, skipped documents against the real API: attachments the assistant did not
// take as invoices are listed with their reason and the original, show on their thread, and a
// person reads one as an invoice with one action. The demo seed holds two: a W-9 from Office
// Supplies Co and Greenleaf Catering's account statement.

const STATEMENT = 'Greenleaf statement November.txt';

test('a skipped attachment is listed with its reason and becomes an invoice with one action', async ({
  page,
}) => {
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Skipped documents' }).click();
  await expect(page).toHaveURL(/\/admin\/skipped-documents$/);
  await expect(page.getByRole('heading', { name: 'Skipped documents' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Skipped documents' });
  const row = table.getByRole('row').filter({ hasText: STATEMENT });
  await expect(row).toContainText('account statement, not an invoice');
  await expect(row).toContainText('hello@greenleaf.test');
  await expect(
    table.getByRole('row').filter({ hasText: 'W-9 Office Supplies Co.txt' }),
  ).toContainText('W-9 tax form, not an invoice');
  await expectAccessible(page);

  // The original, as it arrived.
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download original: ${STATEMENT}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(STATEMENT);

  // One action: the draft invoice is made, the toast says so, and the row leaves the list.
  await row.getByRole('button', { name: `Read as invoice: ${STATEMENT}` }).click();
  await expectToast(page, 'Read as an invoice!');
  await expectToast(page, `${STATEMENT} is now a draft invoice on the Invoices page.`);
  await expect(table.getByRole('row').filter({ hasText: STATEMENT })).toHaveCount(0);

  // Listed as read, it opens the invoice it became: Greenleaf's total, and its history says why.
  await page.getByRole('radiogroup', { name: 'Show' }).getByText('Read as invoice').click();
  const read = page
    .getByRole('table', { name: 'Skipped documents' })
    .getByRole('row')
    .filter({ hasText: STATEMENT });
  await expect(read).toContainText('Read as invoice by ap@acme.test');
  await read.getByRole('button', { name: `Open invoice: ${STATEMENT}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Invoice Details' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('$1,240.00');
  await expect(dialog).toContainText(
    `ap@acme.test read ${STATEMENT} as an invoice; the assistant had skipped it: account statement, not an invoice`,
  );
});

test('a skipped attachment shows on its thread with its reason', async ({ page }) => {
  await page.goto('/dashboard');
  const thread = page.getByRole('article', { name: 'Invoice INV-1001 from Office Supplies Co' });
  await expect(
    thread
      .getByRole('list', { name: 'Skipped documents' })
      .getByText('Skipped W-9 Office Supplies Co.txt: W-9 tax form, not an invoice'),
  ).toBeVisible();
});

// A real purchase order from the labelled set (../shared/real-invoices), e-mailed by a vendor.
const REAL =
  process.env.REAL_INVOICES_DIR ??
  resolve(import.meta.dirname, '../../../../../shared/real-invoices');
const PO = resolve(REAL, 'docs/neg-purchase-order-01.pdf');

test('an e-mailed real purchase order is skipped with its reason, then read as an invoice', async ({
  page,
  urls,
}) => {
  test.skip(!existsSync(PO), `no real set at ${REAL}`);
  test.setTimeout(120_000);
  await connectMailbox(page);
  const vendor = await gmailAccount(urls.gmail, 'billing@officesupplies.test');
  await vendor.send({
    to: 'ap@acme.test',
    subject: 'Purchase order confirmation',
    text: 'Please find the purchase order attached.',
    attachments: [
      { filename: 'PO-2026-118.pdf', contentType: 'application/pdf', content: readFileSync(PO) },
    ],
  });
  await page.goto('/admin/skipped-documents');
  const row = page
    .getByRole('table', { name: 'Skipped documents' })
    .getByRole('row')
    .filter({ hasText: 'PO-2026-118.pdf' });
  await expect(async () => {
    await page.reload();
    await expect(row).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expect(row).toContainText(/purchase order/i);
  await expect(row).toContainText('billing@officesupplies.test');
  await row.getByRole('button', { name: 'Read as invoice: PO-2026-118.pdf' }).click();
  await expectToast(page, 'PO-2026-118.pdf is now a draft invoice on the Invoices page.');
  await expect(row).toHaveCount(0);
});
