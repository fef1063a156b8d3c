import { expectAccessible } from '../support/accessibility';
import { expect, signedInTest as test } from '../support/fixtures';
import { connectMailbox, sendOverSmtp, threePageInvoicePdf } from '../support/mailbox';
import { expectToast } from '../support/toasts';

// The original beside the fields, against the real API: a vendor e-mails a
// three-page PDF invoice over SMTP; in its Invoice Details dialog the Document view draws the
// PDF beside the fields; hovering the amount outlines the total where it was read (page 3);
// the issue date, printed without its label, is marked as read with low confidence; once a
// person corrects it, it reads 'Typed'.

test('an e-mailed PDF opens beside its fields; the total outlined, a doubtful field marked', async ({
  page,
  urls,
}) => {
  test.setTimeout(180_000);
  await connectMailbox(page);
  await sendOverSmtp(urls.smtp, {
    from: 'Harbor Billing <billing@harbor-supply.test>',
    to: 'ap@acme.test',
    subject: 'Invoice HOS-3141',
    messageId: '<hos-3141-e2e@harbor-supply.test>',
    text: 'Please find our invoice attached.',
    attachments: [
      { filename: 'HOS-3141.pdf', content: threePageInvoicePdf(), contentType: 'application/pdf' },
    ],
  });

  await page.goto('/invoices');
  const view = page.getByRole('button', { name: 'View Details of invoice HOS-3141' });
  await expect(view).toBeVisible({ timeout: 90_000 }); // read from the mailbox, then listed
  await view.click();
  const dialog = page.getByRole('dialog', { name: 'Invoice Details' });
  const panel = dialog.getByRole('region', { name: 'Invoice' });
  await expect(panel.getByRole('heading', { name: 'Invoice HOS-3141' })).toBeVisible();
  // SPEC §3's right panel first; the document is the view beside it.
  await expect(dialog.getByText('Workflow History')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Document' }).click();

  const document = dialog.getByRole('region', { name: 'Original document' });
  const pages = document.getByRole('img', { name: /^Page \d of 3$/ });
  await expect(pages).toHaveCount(3);
  await expect(pages.first()).toHaveAttribute('data-rendered', 'true');
  await expect(dialog.getByText('HOS-3141.pdf')).toBeVisible();
  // Beside the fields: the page starts right of the invoice panel.
  const fieldsBox = await panel.boundingBox();
  const firstPage = await pages.first().boundingBox();
  expect(firstPage?.x ?? 0).toBeGreaterThan((fieldsBox?.x ?? 0) + (fieldsBox?.width ?? 0));

  // Hovering the amount outlines the total on page 3, in view.
  await panel.locator('[data-source-field="amount"]').hover();
  const outline = document.getByTestId('source-highlight');
  await expect(outline).toHaveAttribute('data-page', '3');
  await expect(outline).toHaveAttribute('title', 'Amount: read here');
  await expect(outline).toBeInViewport();
  const third = await pages.nth(2).boundingBox();
  const box = await outline.boundingBox();
  expect(box && third && box.y > third.y && box.x > third.x + third.width * 0.7).toBe(true);
  // Leaving it takes the outline away.
  await page.mouse.move(0, 0);
  await expect(outline).toHaveCount(0);

  // The unlabelled issue date is marked; the amount read by its label is not.
  const issueDate = panel.locator('[data-source-field="issue_date"]');
  await expect(issueDate).toContainText(/Low confidence · \d+%/);
  await expect(panel.locator('[data-source-field="amount"]')).not.toContainText('Low confidence');
  await expectAccessible(page);

  // A person corrects the date: saved, it reads 'Typed' and no longer 'Low confidence'.
  await panel.getByRole('button', { name: 'Edit' }).click();
  await panel.getByLabel('Issue Date').fill('2026-11-05');
  await panel.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Invoice updated successfully');
  await expect(issueDate).toContainText('Typed');
  await expect(issueDate).not.toContainText('Low confidence');
});
