import { z } from 'zod';

/** Query of a provider's redirect back to /api/{service}/oauth/callback. */
export const OauthCallbackQuerySchema = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
  realmId: z.string().optional(),
});

/** Where the browser lands after the callback: /settings with the result in the query. */
export const settingsRedirect = (
  appUrl: string,
  param: string,
  result: 'success' | 'error',
  error?: string,
) => {
  const url = new URL('/settings', appUrl);
  url.searchParams.set(param, result);
  if (error) url.searchParams.set('error', error);
  return url.toString();
};

export const callbackResponses = {
  302: { description: 'Redirect to the app settings page' },
} as const;
