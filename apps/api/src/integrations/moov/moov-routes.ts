import {
  ApiErrorSchema,
  MoovSaveAccountSchema,
  MoovTokenResponseSchema,
  MoovUpdateTokenSchema,
  PaymentAccountStatusSchema,
} from '@ap/domain/contract';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../app-env';
import { ApiHttpError, unprocessable } from '../../http/api-error';
import { errorResponses, json, jsonBody, bearerSecurity as security } from '../../http/route-parts';
import { createRouter } from '../../http/router';
import { type Connection, findConnection } from '../connections';
import { saveConnection } from '../save-connection';
import { accountScopes, ONBOARDING_SCOPES } from './moov-client';

const tags = ['Payments (Moov)'];

const status = createRoute({
  method: 'get',
  path: '/api/moov/status',
  tags,
  security,
  summary: 'Payment account status (404 while no account is connected)',
  responses: {
    200: json(PaymentAccountStatusSchema),
    ...errorResponses,
    404: json(ApiErrorSchema, 'No payment account is connected'),
  },
});
const onboardingToken = createRoute({
  method: 'post',
  path: '/api/moov/onboarding-token',
  tags,
  security,
  summary: 'Token for the onboarding widget',
  responses: { 200: json(MoovTokenResponseSchema), ...errorResponses },
});
const saveAccount = createRoute({
  method: 'post',
  path: '/api/moov/save-account',
  tags,
  security,
  summary: 'Link the onboarded Moov account',
  request: jsonBody(MoovSaveAccountSchema),
  responses: { 200: json(PaymentAccountStatusSchema), ...errorResponses },
});
const updateToken = createRoute({
  method: 'post',
  path: '/api/moov/update-token',
  tags,
  security,
  summary: 'Token scoped to the created account',
  request: jsonBody(MoovUpdateTokenSchema),
  responses: { 200: json(MoovTokenResponseSchema), ...errorResponses },
});

const toStatus = (connection: Connection | undefined) => ({
  connected: Boolean(connection),
  linked_at: connection ? connection.linkedAt.toISOString() : null,
  account_id: connection?.externalId ?? null,
});

export const moovRoutes = (deps: AppDeps) =>
  createRouter()
    .openapi(status, async (c) => {
      const connection = await findConnection(deps.db, c.var.caller.orgId, 'moov');
      // SPEC §7: the settings page reads a 404 as "not connected".
      if (!connection) throw new ApiHttpError(404, 'not_found', 'No payment account is connected');
      return c.json(toStatus(connection), 200);
    })
    .openapi(onboardingToken, async (c) =>
      c.json({ token: await deps.moov.createAccessToken(ONBOARDING_SCOPES) }, 200),
    )
    .openapi(saveAccount, async (c) => {
      const { account_id } = c.req.valid('json');
      if (!(await deps.moov.accountExists(account_id)))
        throw unprocessable(`Moov account ${account_id} does not exist`);
      const connection = await saveConnection(deps.db, c.var.caller, {
        service: 'moov',
        externalId: account_id,
        credentials: {},
      });
      return c.json(toStatus(connection), 200);
    })
    .openapi(updateToken, async (c) => {
      const { account_id } = c.req.valid('json');
      return c.json({ token: await deps.moov.createAccessToken(accountScopes(account_id)) }, 200);
    });
