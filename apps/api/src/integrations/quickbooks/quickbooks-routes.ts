import { ACCOUNTING_COMPANY_NAME_FALLBACK } from '@ap/domain';
import {
  AccountingStatusSchema,
  AuthorizeResponseSchema,
  MessageResponseSchema,
} from '@ap/domain/contract';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../app-env';
import { refreshChart } from '../../coding/chart/chart-store';
import { ApiHttpError, notFound } from '../../http/api-error';
import { errorResponses, json, bearerSecurity as security } from '../../http/route-parts';
import { createRouter } from '../../http/router';
import { syncPurchaseOrders } from '../../purchase-orders/sync-purchase-orders';
import { accessTokenOf, findConnection } from '../connections';
import { callbackResponses, OauthCallbackQuerySchema, settingsRedirect } from '../oauth-callback';
import { consumeOauthState, issueOauthState } from '../oauth-state';
import { deleteConnection, saveConnection } from '../save-connection';

const tags = ['Accounting (QuickBooks)'];

const account = createRoute({
  method: 'get',
  path: '/api/quickbooks/oauth/account',
  tags,
  security,
  summary: 'Connected accounting company',
  responses: { 200: json(AccountingStatusSchema), ...errorResponses },
});
const unlink = createRoute({
  method: 'delete',
  path: '/api/quickbooks/oauth/account',
  tags,
  security,
  summary: 'Unlink the accounting system',
  responses: { 200: json(MessageResponseSchema), ...errorResponses },
});
const authorize = createRoute({
  method: 'post',
  path: '/api/quickbooks/oauth/authorize',
  tags,
  security,
  summary: 'Start the accounting OAuth flow',
  responses: { 200: json(AuthorizeResponseSchema), ...errorResponses },
});
const callback = createRoute({
  method: 'get',
  path: '/api/quickbooks/oauth/callback',
  tags,
  summary: "Intuit's redirect back (no bearer; checked by state)",
  request: { query: OauthCallbackQuerySchema },
  responses: callbackResponses,
});

export const quickbooksRoutes = (deps: AppDeps) => {
  const redirectUri = new URL('/api/quickbooks/oauth/callback', deps.config.apiUrl).toString();
  const back = (result: 'success' | 'error', error?: string) =>
    settingsRedirect(deps.config.appUrl, 'quickbooks_linked', result, error);
  return createRouter()
    .openapi(account, async (c) => {
      const connection = await findConnection(deps.db, c.var.caller.orgId, 'quickbooks');
      return c.json(
        {
          connected: Boolean(connection),
          company_name: connection
            ? (connection.displayName ?? ACCOUNTING_COMPANY_NAME_FALLBACK)
            : null,
        },
        200,
      );
    })
    .openapi(unlink, async (c) => {
      const connection = await findConnection(deps.db, c.var.caller.orgId, 'quickbooks');
      if (!connection) throw notFound('Connected QuickBooks company');
      const { refresh_token: refreshToken } = connection.credentials as { refresh_token?: string };
      const token = refreshToken ?? accessTokenOf(connection);
      if (token) await deps.quickbooks.revoke(token);
      await deleteConnection(deps.db, c.var.caller, 'quickbooks');
      return c.json({ message: 'QuickBooks account unlinked successfully.' }, 200);
    })
    .openapi(authorize, async (c) => {
      const state = await issueOauthState(deps.db, c.var.caller, 'quickbooks');
      return c.json({ auth_url: deps.quickbooks.authorizationUrl({ state, redirectUri }) }, 200);
    })
    .openapi(callback, async (c) => {
      const { code, state, error, realmId } = c.req.valid('query');
      const started = state ? await consumeOauthState(deps.db, state, 'quickbooks') : undefined;
      if (!started) return c.redirect(back('error', 'invalid_state'), 302);
      if (error || !code || !realmId)
        return c.redirect(back('error', error ?? 'service_error'), 302);
      try {
        const tokens = await deps.quickbooks.exchangeCode(
          { code, realmId, state: started.state },
          redirectUri,
        );
        const companyName = await deps.quickbooks.getCompanyName(realmId, tokens.access_token);
        const actor = { orgId: started.orgId, userId: started.userId, email: null };
        await saveConnection(deps.db, actor, {
          service: 'quickbooks',
          externalId: realmId,
          displayName: companyName,
          credentials: tokens,
        });
        // The coding pickers need the chart; a failed read leaves it for the next refresh.
        await refreshChart(deps.config.quickbooks, deps.db, started.orgId).catch(() => undefined);
        // So are the purchase orders, for the PO check; a failed read waits for the hourly job.
        await syncPurchaseOrders(deps, started.orgId).catch(() => undefined);
      } catch (err) {
        if (!(err instanceof ApiHttpError)) throw err;
        return c.redirect(back('error', 'service_error'), 302);
      }
      return c.redirect(back('success'), 302);
    });
};
