import { invoicePdf } from '../../../api/test/support/invoice-pdf';
import { expect, signedInTest as test } from '../support/fixtures';
import { connectMailbox, sendOverSmtp } from '../support/mailbox';
import { expectToast } from '../support/toasts';

// Line coding in the browser against the real API: an Admin sets a mapping rule in the ERP
// drawer, a vendor's e-mailed invoice arrives with its toner line coded by that rule (the
// reason shown), a person changes that line's account, and the vendor's next invoice is coded
// the person's way.

const VENDOR = 'billing@quayside-print.test';

const mailInvoice = async (smtp: string, number: string, reams: number) =>
  sendOverSmtp(smtp, {
    from: `Quayside Print Co <${VENDOR}>`,
    to: 'ap@acme.test',
    subject: `Invoice ${number}`,
    messageId: `<${number}-e2e@quayside-print.test>`,
    text: 'Please find our invoice attached.',
    attachments: [
      {
        filename: `${number}.pdf`,
        contentType: 'application/pdf',
        content: await invoicePdf({
          vendor: 'Quayside Print Co',
          vendorEmail: VENDOR,
          number,
          issueDate: '2026-11-03',
          dueDate: '2026-12-03',
          items: [
            {
              description: 'Toner cartridge HP-26A',
              quantity: '2',
              rate: '89.00',
              amount: '178.00',
            },
            {
              description: `Copy paper, ${reams} reams`,
              quantity: '1',
              rate: '54.00',
              amount: '54.00',
            },
          ],
          subtotal: '232.00',
          tax: '0.00',
          total: '232.00',
        }),
      },
    ],
  });

test('a mapping rule codes an e-mailed invoice with its reason; a person’s change codes the next one', async ({
  page,
  urls,
}) => {
  test.setTimeout(240_000);
  await connectMailbox(page);

  await page.goto('/settings?drawer=accounting');
  const rules = page
    .getByRole('dialog', { name: 'ERP & Accounting' })
    .getByRole('group', { name: 'Mapping Rules' });
  await rules.getByRole('button', { name: 'Set Rules for GL Account' }).click();
  const editor = rules.getByRole('group', { name: 'Rules for GL Account' });
  await editor.getByRole('button', { name: 'Add rule' }).click();
  await editor.getByLabel('Rule 1 words').fill('toner');
  await editor.getByLabel('Rule 1 sets').fill('Office Supplies');
  await editor.getByRole('button', { name: 'Save rules' }).click();
  await expect(rules.getByText('rule: description has "toner" → Office Supplies')).toBeVisible();

  /** The toner line of an invoice, opened in its dialog once the review has coded it. */
  const tonerLine = async (number: string, coded: string) => {
    await page.goto('/invoices');
    const view = page.getByRole('button', { name: `View Details of invoice ${number}` });
    await expect(view).toBeVisible({ timeout: 90_000 });
    const panel = page.getByRole('dialog', { name: 'Invoice Details' }).getByRole('region', {
      name: 'Invoice',
    });
    await expect(async () => {
      await page.goto('/invoices');
      await view.click();
      await panel.getByRole('button', { name: /Toner cartridge HP-26A/ }).click();
      await expect(panel.getByText(coded)).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    return panel;
  };

  await mailInvoice(urls.smtp, 'QPC-501', 10);
  const first = await tonerLine(
    'QPC-501',
    'Assistant: rule: description has "toner" → Office Supplies · 100%',
  );
  await first.getByRole('button', { name: 'Change coding' }).first().click();
  const account = first.getByRole('group', { name: 'Coding of Toner cartridge HP-26A' });
  await account.getByLabel('QuickBooks Account').fill('Cost of Goods Sold');
  await account.getByRole('button', { name: 'Save coding' }).click();
  await expectToast(page, 'Invoice updated successfully');
  await expect(first.getByText(/^Set by /).first()).toBeVisible();

  await mailInvoice(urls.smtp, 'QPC-502', 12);
  const second = await tonerLine(
    'QPC-502',
    'Assistant: a person coded a similar line from this vendor ("Toner cartridge HP-26A") → Cost of Goods Sold · 100%',
  );
  await expect(second.getByText('Cost of Goods Sold', { exact: true }).first()).toBeVisible();
});
