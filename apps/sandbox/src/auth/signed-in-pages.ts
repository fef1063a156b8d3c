import type { Context } from 'hono';
import type { AuthContext } from './context';
import { encodeReturnTarget, returnTarget } from './return-target';
import { readSessionId } from './session-cookie';

/** A trimmed text field of a submitted form ('' when absent). */
export const formText = (form: Record<string, unknown>, name: string): string => {
  const value = form[name];
  return typeof value === 'string' ? value.trim() : '';
};

/** What every page behind sign-in needs: the session, the way back to the app, the login redirect. */
export const signedInPages = (ctx: AuthContext) => ({
  back: (c: Context) => returnTarget(c, [new URL(ctx.appUrl).origin, ctx.issuer], ctx.appUrl),
  sessionOf: (c: Context) => ctx.directory.session(readSessionId(c)),
  toLogin: (c: Context) => {
    const here = new URL(c.req.url);
    const target = encodeReturnTarget(`${ctx.issuer}${here.pathname}${here.search}`);
    return c.redirect(`/login?rt=${encodeURIComponent(target)}`, 302);
  },
});
