import { type Context, Hono } from 'hono';
import { randomSecret } from '../store/ids';
import type { JsonStore } from '../store/json-store';
import { AuthorizePage } from './authorize-page';
import type { MailStore } from './mail-store';
import type { GmailState, OAuthGrant } from './model';

const ACCESS_TOKEN_SECONDS = 3599;

const oauthError = (c: Context, error: string, description: string, status: 400 | 401 = 400) =>
  c.json({ error, error_description: description }, status);

/** Credentials from the form body or HTTP Basic, as google-auth-library sends either. */
const clientIdOf = (c: Context, form: Record<string, unknown>): string => {
  const basic = c.req.header('authorization')?.match(/^Basic (.+)$/)?.[1];
  if (basic) return Buffer.from(basic, 'base64').toString().split(':')[0] ?? '';
  return typeof form.client_id === 'string' ? form.client_id : '';
};

/** Google's OAuth 2 endpoints: consent page, token (code and refresh grants) and revoke. */
export const gmailOAuthRoutes = (store: JsonStore<GmailState>, mail: MailStore): Hono => {
  const app = new Hono();

  const issueAccessToken = (grant: OAuthGrant) => {
    const accessToken = `ya29.sandbox-${randomSecret()}`;
    const now = Date.now();
    store.update((state) => {
      state.accessTokens[accessToken] = {
        ...grant,
        issuedAt: now,
        expiresAt: now + ACCESS_TOKEN_SECONDS * 1000,
      };
    });
    return {
      access_token: accessToken,
      expires_in: ACCESS_TOKEN_SECONDS,
      scope: grant.scope,
      token_type: 'Bearer',
    };
  };

  app.get('/o/oauth2/v2/auth', (c) => {
    const { client_id: clientId, redirect_uri: redirectUri, scope } = c.req.query();
    if (!clientId || !redirectUri || !scope)
      return c.text(
        'Error 400: invalid_request (client_id, redirect_uri and scope are required)',
        400,
      );
    const loginHint = c.req.query('login_hint');
    return c.html(
      <AuthorizePage
        clientId={clientId}
        scopes={scope.split(/\s+/)}
        mailboxes={mail.mailboxAddresses()}
        {...(loginHint ? { loginHint } : {})}
      />,
    );
  });

  app.post('/o/oauth2/v2/auth', async (c) => {
    const {
      client_id: clientId = '',
      redirect_uri: redirectUri = '',
      scope = '',
      state,
    } = c.req.query();
    const form = await c.req.parseBody();
    const back = new URL(redirectUri);
    if (state) back.searchParams.set('state', state);
    if (form.decision !== 'allow') {
      back.searchParams.set('error', 'access_denied');
      return c.redirect(back.toString(), 302);
    }
    const other = typeof form.other === 'string' ? form.other.trim() : '';
    const chosen = other || (typeof form.mailbox === 'string' ? form.mailbox : '');
    const mailbox = mail.ensureMailbox(chosen).address;
    const code = `4/sandbox-${randomSecret()}`;
    const now = Date.now();
    store.update((s) => {
      s.codes[code] = {
        mailbox,
        scope,
        clientId,
        redirectUri,
        issuedAt: now,
        expiresAt: now + 10 * 60 * 1000,
      };
    });
    back.searchParams.set('code', code);
    back.searchParams.set('scope', scope);
    return c.redirect(back.toString(), 302);
  });

  app.post('/token', async (c) => {
    const form = await c.req.parseBody();
    const clientId = clientIdOf(c, form);
    if (form.grant_type === 'authorization_code') {
      const grant = store.data.codes[String(form.code)];
      if (!grant || grant.expiresAt < Date.now() || grant.clientId !== clientId)
        return oauthError(c, 'invalid_grant', 'Bad Request');
      if (grant.redirectUri && form.redirect_uri !== grant.redirectUri)
        return oauthError(c, 'redirect_uri_mismatch', 'Bad Request');
      const refreshToken = `1//sandbox-${randomSecret()}`;
      store.update((s) => {
        delete s.codes[String(form.code)];
        s.refreshTokens[refreshToken] = grant;
      });
      return c.json({ ...issueAccessToken(grant), refresh_token: refreshToken });
    }
    if (form.grant_type === 'refresh_token') {
      const grant = store.data.refreshTokens[String(form.refresh_token)];
      if (!grant || grant.clientId !== clientId)
        return oauthError(c, 'invalid_grant', 'Token has been expired or revoked.');
      return c.json(issueAccessToken(grant));
    }
    return oauthError(c, 'unsupported_grant_type', 'Invalid grant_type');
  });

  app.post('/revoke', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const token = c.req.query('token') ?? String(form.token ?? '');
    const state = store.data;
    const grant = state.accessTokens[token] ?? state.refreshTokens[token];
    if (!grant) return oauthError(c, 'invalid_token', 'Token expired or revoked');
    // Revoking either token ends the whole grant, as Google does.
    store.update((s) => {
      for (const table of [s.accessTokens, s.refreshTokens]) {
        for (const [key, value] of Object.entries(table)) {
          if (value.mailbox === grant.mailbox && value.clientId === grant.clientId)
            delete table[key];
        }
      }
    });
    return c.json({});
  });

  return app;
};
