import { expect, type Page } from 'playwright/test';

export const DEMO_USER = { email: 'ap@acme.test', password: 'demo-password' };

/**
 * From the signed-out header: Sign In, the hosted login page of the auth stand-in, back to the
 * app's /dashboard (the `rt` return target) signed in.
 */
export const signInThroughHostedPage = async (page: Page, user = DEMO_USER) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/login\?/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
  await expect(page.getByText(`Signed in as ${user.email}`, { exact: false })).toBeAttached();
};
