import { INPUT_LIMITS, safeText } from '@ap/domain/contract';
import { z } from 'zod';

const parameter = safeText(INPUT_LIMITS.oauthParameter).optional();

/** Query of a provider's redirect back to /api/{service}/oauth/callback. */
export const OauthCallbackQuerySchema = z.object({
  code: parameter,
  state: parameter,
  error: parameter,
  realmId: parameter,
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
