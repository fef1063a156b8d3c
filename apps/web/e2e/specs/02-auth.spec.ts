import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { chooseFromSettingsMenu, signInThroughHostedPage } from '../support/sign-in';

// Hosted sign-up / sign-in (auth stand-in), the landing redirect, cross-tab sign-out. The
// hosted pages belong to the auth provider (here its stand-in), so axe checks only the app.

const returnTarget = (hostedUrl: string) =>
  Buffer.from(new URL(hostedUrl).searchParams.get('rt') ?? '', 'base64').toString('utf8');

test('sign up on the hosted page and come back to /dashboard signed in', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL(/\/signup\?/);
  expect(returnTarget(page.url())).toBe(`${baseURL}/dashboard`);
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Clerk');
  await page.getByLabel('Work email').fill('robin.clerk@example.test');
  await page.getByLabel('Password').fill('correct-horse-battery');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(`${baseURL}/dashboard`);
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('menu')).toContainText('robin.clerk@example.test');
});

test('sign in with the demo account; the landing page then redirects to /dashboard', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/login\?/);
  expect(returnTarget(page.url())).toBe(`${baseURL}/dashboard`);
  await signInThroughHostedPage(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('menu')).toContainText('Signed in as');
  await expect(page.getByRole('menu')).toContainText('ap@acme.test');
  await page.keyboard.press('Escape');
  await page.goto('/');
  await expect(page).toHaveURL(`${baseURL}/dashboard`);
});

test('sign out in one tab signs the other tab out', async ({ context, page, baseURL }) => {
  await signInThroughHostedPage(page);
  const other = await context.newPage();
  await other.goto('/invoices');
  await expect(other.getByRole('heading', { name: 'Invoices' })).toBeVisible();
  await chooseFromSettingsMenu(page, 'Sign Out');
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(other).toHaveURL(`${baseURL}/`, { timeout: 15_000 });
  await expect(other.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('an expired session (the API answers 401) sends the user to /', async ({ page, urls }) => {
  await signInThroughHostedPage(page);
  await page.route('**/api/invoices**', (route) =>
    route.fulfill({ status: 401, json: { error: 'unauthorized', message: 'Token expired' } }),
  );
  await page.goto('/invoices');
  await expect(page).toHaveURL(`${urls.web}/`);
});
