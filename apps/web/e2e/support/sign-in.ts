import { expect, type Page } from 'playwright/test';

export const DEMO_USER = { email: 'ap@acme.test', password: 'demo-password' };
/** Acme Corp's Member (sandbox seed): sees every screen, cannot do what needs an Admin. */
export const DEMO_MEMBER = { email: 'member@acme.test', password: 'demo-password' };
/** Acme Corp's Owner (sandbox seed): the only one who may make, change or remove Owners. */
export const DEMO_OWNER = { email: 'owner@acme.test', password: 'demo-password' };

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
  await expect(page.getByRole('button', { name: 'Settings' })).toBeVisible();
};

/** Opens the header's Settings menu and picks an item (My Account, Admin, Sign Out, ...). */
export const chooseFromSettingsMenu = async (page: Page, item: string) => {
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('menuitem', { name: item }).click();
};
