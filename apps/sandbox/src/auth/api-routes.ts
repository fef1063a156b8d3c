import { Hono, type MiddlewareHandler } from 'hono';
import type { AuthContext } from './context';
import { orgIdToOrgMemberInfoJson, orgMemberInfoJson, userJson } from './member-info';
import { clearSessionCookie, readSessionId } from './session-cookie';

/**
 * CORS for the browser API: granted to the app's exact origin only, with credentials,
 * as PropelAuth does for the configured application URL.
 */
export const browserCors = (appUrl: string): MiddlewareHandler => {
  const appOrigin = new URL(appUrl).origin;
  return async (c, next) => {
    if (c.req.header('origin') === appOrigin) {
      c.header('Access-Control-Allow-Origin', appOrigin);
      c.header('Access-Control-Allow-Credentials', 'true');
    }
    c.header('Vary', 'Origin');
    if (c.req.method !== 'OPTIONS') return next();
    c.header('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    c.header('Access-Control-Allow-Headers', 'Content-Type');
    c.header('Access-Control-Max-Age', '600');
    return c.body(null, 204);
  };
};

/**
 * The API @propelauth/javascript calls with `credentials: include`, and the
 * verification metadata PropelAuth's backend libraries fetch with the API key.
 */
export const authApiRoutes = (ctx: AuthContext): Hono => {
  const app = new Hono();
  app.get('/api/v1/refresh_token', async (c) => {
    const session = ctx.directory.session(readSessionId(c));
    if (!session) return c.text('Unauthorized', 401);
    const memberships = ctx.directory.membershipsOf(session.userId);
    const activeOrgId = c.req.query('active_org_id');
    const active = activeOrgId ? memberships.find((m) => m.orgId === activeOrgId) : undefined;
    if (activeOrgId && !active) return c.text('Unauthorized', 401);
    const orgs = orgIdToOrgMemberInfoJson(memberships);
    const expiredByFault = ctx.faults.expiringTokens;
    const now = Math.floor(Date.now() / 1000);
    const expiresAtSeconds = expiredByFault ? now - 60 : now + ctx.accessTokenTtlSeconds;
    const accessToken = await ctx.signAccessToken({
      user: session.user,
      expiresAtSeconds,
      orgs,
      ...(active ? { activeOrg: orgMemberInfoJson(active) } : {}),
      ...(session.impersonatorUserId ? { impersonatorUserId: session.impersonatorUserId } : {}),
    });
    return c.json({
      access_token: accessToken,
      expires_at_seconds: expiresAtSeconds,
      org_id_to_org_member_info: orgs,
      user: userJson(session.user),
      ...(session.impersonatorUserId ? { impersonator_user: session.impersonatorUserId } : {}),
    });
  });

  app.post('/api/v1/logout', (c) => {
    ctx.directory.endSession(readSessionId(c));
    clearSessionCookie(c);
    return c.json({ redirect_to: ctx.appUrl });
  });

  app.get('/api/v1/token_verification_metadata', (c) => {
    if (c.req.header('authorization') !== `Bearer ${ctx.apiKey}`)
      return c.text('Unauthorized', 401);
    return c.json({ verifier_key_pem: ctx.verifierKeyPem, issuer: ctx.issuer });
  });

  return app;
};
