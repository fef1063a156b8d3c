import type { Context } from 'hono';

/**
 * Decodes `rt` (a base64-encoded URL). Like PropelAuth, only the app's own origin
 * or the auth origin itself may be returned to; anything else falls back to the app.
 */
export const returnTarget = (c: Context, allowedOrigins: string[], fallback: string): string => {
  const rt = c.req.query('rt');
  if (!rt) return fallback;
  try {
    const url = new URL(Buffer.from(rt, 'base64').toString('utf8'));
    return allowedOrigins.includes(url.origin) ? url.toString() : fallback;
  } catch {
    return fallback;
  }
};

export const encodeReturnTarget = (url: string): string =>
  Buffer.from(url, 'utf8').toString('base64');

/** The current query string, to carry `rt` and extra sign-up parameters between login and signup. */
export const currentQuery = (c: Context): string => {
  const query = new URL(c.req.url).search;
  return query;
};

/** Extra query parameters other than `rt`, stored as the new user's properties. */
export const signupQueryParameters = (c: Context): Record<string, string> =>
  Object.fromEntries(Object.entries(c.req.query()).filter(([key]) => key !== 'rt'));
