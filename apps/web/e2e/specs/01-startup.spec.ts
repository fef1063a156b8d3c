import { APP_MESSAGES } from '@ap/domain';
import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';

// SPEC §2 start-up and routes, signed out.

test('the landing page, signed out: title, Sign Up and Sign In', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'AP Assistant', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Up' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expectAccessible(page);
});

test('an unknown path and every protected page send a signed-out visitor to /', async ({
  page,
  baseURL,
}) => {
  for (const path of ['/no/such/page', '/dashboard', '/invoices', '/admin', '/settings']) {
    await page.goto(path);
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  }
});

test("'Loading...' while the public configuration loads", async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  await page.route('**/api/config/public', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByText('Loading...')).toBeVisible();
  release();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('the API down at start-up: the configuration error screen', async ({ page, urls }) => {
  await page.goto(urls.webWithoutApi);
  await expect(page.getByRole('alert')).toContainText('Failed to load configuration:');
  await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
  await expectAccessible(page);
});

test('a non-JSON configuration answer, and one without the auth address', async ({ page }) => {
  await page.route('**/api/config/public', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<html>proxy page</html>' }),
  );
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText('Failed to load configuration:');

  await page.unroute('**/api/config/public');
  await page.route('**/api/config/public', async (route) => {
    const config = await (await route.fetch()).json();
    await route.fulfill({ json: { ...config, propelauth_auth_url: null } });
  });
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(APP_MESSAGES.authUrlNotConfigured);
});
