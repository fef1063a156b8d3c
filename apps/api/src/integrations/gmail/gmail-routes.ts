import {
  AuthorizeResponseSchema,
  MailboxStatusSchema,
  MessageResponseSchema,
} from '@ap/domain/contract';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../app-env';
import { ApiHttpError, notFound } from '../../http/api-error';
import { errorResponses, json, bearerSecurity as security } from '../../http/route-parts';
import { createRouter } from '../../http/router';
import { queueMailboxSync } from '../../mail-intake/intake-queue';
import { readOrganization } from '../../organization/ensure-organization';
import { accessTokenOf, findConnection } from '../connections';
import { callbackResponses, OauthCallbackQuerySchema, settingsRedirect } from '../oauth-callback';
import { consumeOauthState, issueOauthState } from '../oauth-state';
import { deleteConnection, saveConnection } from '../save-connection';

const tags = ['Mailbox (Gmail)'];

const account = createRoute({
  method: 'get',
  path: '/api/gmail/oauth/account',
  tags,
  security,
  summary: 'Connected mailbox (gmail_email null when none)',
  responses: { 200: json(MailboxStatusSchema), ...errorResponses },
});
const unlink = createRoute({
  method: 'delete',
  path: '/api/gmail/oauth/account',
  tags,
  security,
  summary: 'Unlink the mailbox',
  responses: { 200: json(MessageResponseSchema), ...errorResponses },
});
const authorize = createRoute({
  method: 'post',
  path: '/api/gmail/oauth/authorize',
  tags,
  security,
  summary: 'Start the mailbox OAuth flow',
  responses: { 200: json(AuthorizeResponseSchema), ...errorResponses },
});
const callback = createRoute({
  method: 'get',
  path: '/api/gmail/oauth/callback',
  tags,
  summary: "Google's redirect back (no bearer; checked by state)",
  request: { query: OauthCallbackQuerySchema },
  responses: callbackResponses,
});

export const gmailRoutes = (deps: AppDeps) => {
  const redirectUri = new URL('/api/gmail/oauth/callback', deps.config.apiUrl).toString();
  const back = (result: 'success' | 'error', error?: string) =>
    settingsRedirect(deps.config.appUrl, 'gmail_linked', result, error);
  return createRouter()
    .openapi(account, async (c) => {
      const connection = await findConnection(deps.db, c.var.caller.orgId, 'gmail');
      return c.json({ gmail_email: connection?.externalId ?? null }, 200);
    })
    .openapi(unlink, async (c) => {
      const connection = await findConnection(deps.db, c.var.caller.orgId, 'gmail');
      if (!connection) throw notFound('Connected Gmail account');
      // Revoking the refresh token ends the whole grant; the access token may have expired.
      const { refresh_token: refreshToken } = connection.credentials as { refresh_token?: string };
      const token = refreshToken ?? accessTokenOf(connection);
      if (token) await deps.gmail.revoke(token);
      await deleteConnection(deps.db, c.var.caller, 'gmail');
      return c.json({ message: 'Gmail account unlinked successfully.' }, 200);
    })
    .openapi(authorize, async (c) => {
      const org = await readOrganization(deps.db, c.var.caller.orgId);
      const state = await issueOauthState(deps.db, c.var.caller, 'gmail');
      return c.json(
        {
          auth_url: deps.gmail.authorizationUrl({ state, redirectUri, readOnly: org.readOnlyMode }),
        },
        200,
      );
    })
    .openapi(callback, async (c) => {
      const { code, state, error } = c.req.valid('query');
      const started = state ? await consumeOauthState(deps.db, state, 'gmail') : undefined;
      if (!started) return c.redirect(back('error', 'invalid_state'), 302);
      if (error || !code) return c.redirect(back('error', error ?? 'service_error'), 302);
      try {
        let credentials = await deps.gmail.exchangeCode(code, redirectUri);
        const email = await deps.gmail.getProfileEmail({
          credentials,
          onRefresh: async (next) => {
            credentials = next;
          },
        });
        const actor = { orgId: started.orgId, userId: started.userId, email: null };
        await saveConnection(deps.db, actor, {
          service: 'gmail',
          externalId: email,
          displayName: email,
          credentials,
        });
        // Mail intake starts at once: the watch for push notifications and the initial sync.
        await queueMailboxSync(deps.jobs, started.orgId);
      } catch (err) {
        if (!(err instanceof ApiHttpError)) throw err;
        return c.redirect(back('error', 'service_error'), 302);
      }
      return c.redirect(back('success'), 302);
    });
};
