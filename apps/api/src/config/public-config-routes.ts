import { PublicConfigSchema } from '@ap/domain/contract';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../app-env';
import { json } from '../http/route-parts';
import { createRouter } from '../http/router';

const publicConfig = createRoute({
  method: 'get',
  path: '/api/config/public',
  tags: ['Config'],
  summary: 'Public configuration (no auth)',
  responses: { 200: json(PublicConfigSchema) },
});

export const publicConfigRoutes = (deps: AppDeps) =>
  createRouter().openapi(publicConfig, (c) =>
    c.json(
      {
        app_url: deps.config.appUrl,
        propelauth_auth_url: deps.config.auth.authUrl,
        moov_facilitator_account_id: deps.config.moovFacilitatorAccountId,
      },
      200,
    ),
  );
