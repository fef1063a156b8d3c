import { type Context, Hono } from 'hono';
import { randomSecret } from '../store/ids';
import type { JsonStore } from '../store/json-store';
import { ConnectPage } from './connect-page';
import type { QboGrant, QboState } from './model';

const ACCESS_SECONDS = 3600;
const REFRESH_SECONDS = 8_726_400;

const tokenError = (c: Context, error: string) => c.json({ error }, 400);

const clientIdOf = (c: Context): string => {
  const basic = c.req.header('authorization')?.match(/^Basic (.+)$/i)?.[1];
  return basic ? (Buffer.from(basic, 'base64').toString().split(':')[0] ?? '') : '';
};

/** Intuit's OAuth 2: authorize (answers with code, state and realmId), bearer token exchange/refresh, revoke. */
export const qboOAuthRoutes = (store: JsonStore<QboState>): Hono => {
  const app = new Hono();

  const issue = (grant: QboGrant, refreshToken: string) => {
    const accessToken = `qbo-sandbox-${randomSecret()}`;
    const now = Date.now();
    store.update((s) => {
      s.accessTokens[accessToken] = {
        ...grant,
        issuedAt: now,
        expiresAt: now + ACCESS_SECONDS * 1000,
      };
      s.refreshTokens[refreshToken] = grant;
    });
    return {
      token_type: 'bearer',
      access_token: accessToken,
      refresh_token: refreshToken,
      expires_in: ACCESS_SECONDS,
      x_refresh_token_expires_in: REFRESH_SECONDS,
    };
  };

  app.get('/connect/oauth2', (c) => {
    const { client_id: clientId, redirect_uri: redirectUri, scope } = c.req.query();
    if (!clientId || !redirectUri || !scope)
      return c.text('client_id, redirect_uri and scope are required', 400);
    const companies = Object.values(store.data.companies).map((co) => ({
      realmId: co.realmId,
      name: String(co.companyInfo.CompanyName),
    }));
    return c.html(<ConnectPage clientId={clientId} companies={companies} />);
  });

  app.post('/connect/oauth2', async (c) => {
    const {
      client_id: clientId = '',
      redirect_uri: redirectUri = '',
      scope = '',
      state,
    } = c.req.query();
    const form = await c.req.parseBody();
    const back = new URL(redirectUri);
    if (state) back.searchParams.set('state', state);
    const realmId = String(form.realmId ?? '');
    if (form.decision !== 'allow' || !store.data.companies[realmId]) {
      back.searchParams.set('error', 'access_denied');
      return c.redirect(back.toString(), 302);
    }
    const code = `AB11-sandbox-${randomSecret()}`;
    const now = Date.now();
    store.update((s) => {
      s.codes[code] = {
        realmId,
        scope,
        clientId,
        redirectUri,
        issuedAt: now,
        expiresAt: now + 5 * 60 * 1000,
      };
    });
    back.searchParams.set('code', code);
    back.searchParams.set('realmId', realmId);
    return c.redirect(back.toString(), 302);
  });

  app.post('/oauth2/v1/tokens/bearer', async (c) => {
    const form = await c.req.parseBody();
    const clientId = clientIdOf(c);
    if (form.grant_type === 'authorization_code') {
      const grant = store.data.codes[String(form.code)];
      if (
        !grant ||
        grant.expiresAt < Date.now() ||
        grant.clientId !== clientId ||
        grant.redirectUri !== form.redirect_uri
      )
        return tokenError(c, 'invalid_grant');
      store.update((s) => {
        delete s.codes[String(form.code)];
      });
      return c.json(issue(grant, `RT1-sandbox-${randomSecret()}`));
    }
    if (form.grant_type === 'refresh_token') {
      const grant = store.data.refreshTokens[String(form.refresh_token)];
      if (!grant || grant.clientId !== clientId) return tokenError(c, 'invalid_grant');
      return c.json(issue(grant, String(form.refresh_token)));
    }
    return tokenError(c, 'unsupported_grant_type');
  });

  app.post('/oauth2/v1/tokens/revoke', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { token?: string };
    const grant =
      store.data.refreshTokens[body.token ?? ''] ?? store.data.accessTokens[body.token ?? ''];
    if (!grant) return c.json({ error: 'invalid_token' }, 400);
    store.update((s) => {
      for (const table of [s.accessTokens, s.refreshTokens]) {
        for (const [key, value] of Object.entries(table))
          if (value.realmId === grant.realmId && value.clientId === grant.clientId)
            delete table[key];
      }
    });
    return c.body(null, 200);
  });

  return app;
};
