import type { Page } from 'playwright/test';

/**
 * Calls the API as the signed-in user of `page`, with the bearer token and org the app itself
 * sends (read from the app's next authenticated call). For preconditions the walk has no
 * screen for yet; everything asserted still goes through the page.
 */
export const apiAsUser = async (page: Page, trigger: () => Promise<unknown>) => {
  const seen = page.waitForRequest((r) => r.url().includes('/api/') && !!r.headers().authorization);
  await trigger();
  const headers = (await seen).headers();
  const auth = {
    authorization: headers.authorization ?? '',
    ...(headers['x-org-id'] ? { 'x-org-id': headers['x-org-id'] } : {}),
  };
  return {
    put: (path: string, data: unknown) => page.request.put(path, { headers: auth, data }),
  };
};
