import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';

test('smoke', async ({ page, urls }) => {
  await page.goto('/');
  await expect(page.locator('body')).toContainText('AP');
  const config = await (await fetch(`${urls.web}/api/config/public`)).json();
  expect(config.propelauth_auth_url).toBe(urls.auth);
  await expectAccessible(page);
});
