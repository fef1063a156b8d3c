import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

// Lax is enough: the app (localhost:5173) and the auth origin (localhost:4010) are the same site.
const SESSION_COOKIE = 'sandbox_auth_session';

export const readSessionId = (c: Context): string | undefined => getCookie(c, SESSION_COOKIE);

export const writeSessionCookie = (c: Context, sessionId: string): void =>
  setCookie(c, SESSION_COOKIE, sessionId, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    maxAge: 30 * 24 * 3600,
  });

export const clearSessionCookie = (c: Context): void => {
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
};
