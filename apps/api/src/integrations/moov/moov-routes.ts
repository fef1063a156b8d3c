import {
  ApiErrorSchema,
  MoovSaveAccountSchema,
  MoovTokenResponseSchema,
  MoovUpdateTokenSchema,
  PaymentAccountStatusSchema,
} from '@ap/domain/contract';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../app-env';
import { recordRefusal } from '../../audit/record-refusal';
import { ApiHttpError } from '../../http/api-error';
import { errorResponses, json, jsonBody, bearerSecurity as security } from '../../http/route-parts';
import { createRouter } from '../../http/router';
import { type Connection, findConnection } from '../connections';
import { saveConnection } from '../save-connection';
import { assertOwnAccount, ownsAccount, recordOnboardingGrant } from './account-ownership';
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
      const { caller } = c.var;
      const connection = await findConnection(deps.db, caller.orgId, 'moov');
      const notConnected = new ApiHttpError(404, 'not_found', 'No payment account is connected');
      // SPEC §7: the settings page reads a 404 as "not connected".
      if (!connection) throw notConnected;
      // A link made before ownership was recorded (or forged) does not count as connected.
      if (!(await ownsAccount(deps, caller.orgId, connection.externalId))) {
        await recordRefusal(deps.db, caller, {
          action: 'moov.account.refused',
          entityType: 'moov_account',
          entityId: connection.externalId,
          reason: 'linked account was not created through this organisation’s onboarding',
        });
        throw notConnected;
      }
      return c.json(toStatus(connection), 200);
    })
    .openapi(onboardingToken, async (c) => {
      const token = await deps.moov.createAccessToken(ONBOARDING_SCOPES);
      await recordOnboardingGrant(deps, c.var.caller);
      return c.json({ token }, 200);
    })
    .openapi(saveAccount, async (c) => {
      const { account_id } = c.req.valid('json');
      await assertOwnAccount(deps, c.var.caller, account_id);
      const connection = await saveConnection(deps.db, c.var.caller, {
        service: 'moov',
        externalId: account_id,
        credentials: {},
      });
      return c.json(toStatus(connection), 200);
    })
    .openapi(updateToken, async (c) => {
      const { account_id } = c.req.valid('json');
      await assertOwnAccount(deps, c.var.caller, account_id);
      return c.json({ token: await deps.moov.createAccessToken(accountScopes(account_id)) }, 200);
    });
