import { expectAccessible } from '../support/accessibility';
import { expect, signedInTest as test } from '../support/fixtures';

// In the Invoice Details dialog's edit mode a person renames the draft vendor and
// moves the invoice to an existing vendor; the audit log shows both.

test('the draft vendor is renamed and the invoice moved to an existing vendor; both are audited', async ({
  page,
}) => {
  await page.goto('/invoices');
  await page.getByRole('button', { name: 'View Details of invoice N/A' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invoice Details' });
  const panel = dialog.getByRole('region', { name: 'Invoice' });
  await expect(panel.getByText('Draft Vendor')).toBeVisible();
  // Offered in edit mode only.
  await expect(panel.getByRole('region', { name: 'Correct the vendor' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Edit' }).click();
  const correct = panel.getByRole('region', { name: 'Correct the vendor' });
  await expect(correct).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Reading rules' })).toBeVisible();
  await expectAccessible(page);

  await correct.getByRole('textbox', { name: 'Rename this vendor' }).fill('Unknown Sender Ltd');
  await correct.getByRole('button', { name: 'Rename vendor' }).click();
  const vendorName = (name: string) =>
    panel.getByRole('paragraph').filter({ hasText: new RegExp(`^${name}$`) });
  await expect(vendorName('Unknown Sender Ltd')).toBeVisible();
  // What the rename taught is listed, with Forget.
  await expect(
    panel.getByRole('region', { name: 'Reading rules' }).getByText('Unknown Sender Ltd'),
  ).toBeVisible();

  await correct.getByRole('combobox', { name: 'Move this invoice to' }).click();
  await page.getByRole('option', { name: 'Cloudly Hosting' }).click();
  await correct.getByRole('button', { name: 'Move invoice' }).click();
  await expect(vendorName('Cloudly Hosting')).toBeVisible();

  await page.goto('/admin/audit-log');
  await page.getByLabel('Action').selectOption({ label: 'Renamed a vendor' });
  await expect(page.getByRole('row').filter({ hasText: 'Renamed a vendor' })).toHaveCount(1);
  await page.getByLabel('Action').selectOption({ label: 'Moved an invoice to another vendor' });
  await expect(
    page.getByRole('row').filter({ hasText: 'Moved an invoice to another vendor' }),
  ).toHaveCount(1);
});
