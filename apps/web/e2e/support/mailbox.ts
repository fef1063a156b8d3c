import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { expect, type Page } from 'playwright/test';

/** The three-page invoice HOS-3141 (packages/ui's story fixture): totals on page 3. */
export const threePageInvoicePdf = () =>
  readFileSync(
    resolve(
      import.meta.dirname,
      '../../../../packages/ui/src/mocks/fixtures/documents/three-page-invoice.pdf',
    ),
  );

/** One e-mail over SMTP into the sandbox's mailbox, as a vendor's mail server sends it. */
export const sendOverSmtp = async (smtpUrl: string, mail: SendMailOptions) => {
  const { hostname, port } = new URL(smtpUrl);
  const transport = nodemailer.createTransport({
    host: hostname,
    port: Number(port),
    secure: false,
    ignoreTLS: true,
  });
  try {
    await transport.sendMail(mail);
  } finally {
    transport.close();
  }
};

/**
 * The AP mailbox connected through Google's consent page (once per stack), reading every
 * external sender (Vendor Subset: All).
 */
export const connectMailbox = async (page: Page) => {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Configure Vendor Subset' }).click();
  await page
    .getByRole('dialog', { name: 'Vendor Subset' })
    .getByText('All', { exact: true })
    .click();
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Configure Accounts Payable Inbox' }).click();
  const mailbox = page.getByRole('dialog', { name: 'Accounts Payable Inbox' });
  await expect(mailbox).toBeVisible();
  const connect = mailbox.getByRole('button', { name: 'Connect Gmail', exact: true });
  // The drawer shows its button or the connected mailbox once the integrations have loaded; a
  // look before that (a loaded machine) would find neither and skip connecting.
  await expect(connect.or(mailbox.getByText('Currently connected to')).first()).toBeVisible();
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
