import type { Page } from 'playwright/test';
import { expectAccessible } from '../support/accessibility';
import { expect, signedInTest as test } from '../support/fixtures';

// The demo user belongs to Acme Corp (the demo data) and Globex Holdings (no data).

const switchOrganization = async (page: Page, name: string) => {
  await page.getByRole('combobox', { name: 'Organization' }).click();
  await page.getByRole('option', { name }).click();
  await expect(page.getByRole('combobox', { name: 'Organization' })).toHaveValue(name);
};

test("switching organisation shows only that organisation's invoices", async ({ page }) => {
  await page.goto('/invoices');
  await expect(page.getByRole('button', { name: 'View Details of invoice GL-318' })).toBeVisible();
  await switchOrganization(page, 'Globex Holdings');
  await expect(page.getByText('No invoices found.')).toBeVisible();
  await expect(page.getByRole('button', { name: /View Details of invoice/ })).toHaveCount(0);
  await expectAccessible(page);

  // The choice is remembered, and Acme's invoice cannot be opened from Globex.
  await page.goto('/invoices?invoice=inv_demo_not_ready');
  await expect(page.getByRole('combobox', { name: 'Organization' })).toHaveValue('Globex Holdings');
  await expect(page.getByRole('heading', { name: 'Invoice GL-318' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /View Details of invoice/ })).toHaveCount(0);

  await page.goto('/invoices');
  await switchOrganization(page, 'Acme Corp');
  await expect(page.getByRole('button', { name: 'View Details of invoice GL-318' })).toBeVisible();
});
