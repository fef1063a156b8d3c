import { Hono } from 'hono';
import { randomSecret } from '../store/ids';
import type { JsonStore } from '../store/json-store';
import type { MoovKeys } from './credentials';
import type { AccessTokenGrant, MoovState } from './model';
import { moovError } from './moov-errors';

const TOKEN_SECONDS = 3600;

/** POST /oauth2/token: scoped access tokens for the browser widget (client_credentials and refresh_token). */
export const moovTokenRoutes = (keys: MoovKeys, store: JsonStore<MoovState>): Hono => {
  const app = new Hono();
  app.post('/oauth2/token', async (c) => {
    const type = c.req.header('content-type') ?? '';
    const body = (
      type.includes('json') ? await c.req.json().catch(() => ({})) : await c.req.parseBody()
    ) as Record<string, string | undefined>;
    const basic = c.req.header('authorization')?.match(/^Basic (.+)$/i)?.[1];
    const [clientId, clientSecret] = basic
      ? Buffer.from(basic, 'base64').toString().split(':')
      : [body.client_id, body.client_secret];
    if (clientId !== keys.publicKey || clientSecret !== keys.secretKey)
      return moovError(c, 401, 'invalid client credentials');
    let scope = body.scope ?? '';
    if (body.grant_type === 'refresh_token') {
      const previous = store.data.refreshTokens[body.refresh_token ?? ''];
      if (!previous) return moovError(c, 400, 'invalid refresh token');
      scope = previous.scope;
    } else if (body.grant_type !== 'client_credentials') {
      return moovError(c, 400, 'unsupported grant_type');
    }
    const now = Date.now();
    const grant: AccessTokenGrant = { scope, issuedAt: now, expiresAt: now + TOKEN_SECONDS * 1000 };
    const accessToken = `moov-sandbox-${randomSecret()}`;
    const refreshToken = `moov-sandbox-refresh-${randomSecret()}`;
    store.update((state) => {
      state.accessTokens[accessToken] = grant;
      state.refreshTokens[refreshToken] = grant;
    });
    return c.json({
      token_type: 'Bearer',
      access_token: accessToken,
      refresh_token: refreshToken,
      expires_in: TOKEN_SECONDS,
      scope,
    });
  });
  return app;
};
