import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../app-env';
import { ensureOrganization } from '../organization/ensure-organization';
import { authenticate } from './authenticate';

/** Calls that carry no bearer token: config, the OpenAPI document, OAuth redirects back, Gmail push. */
const PUBLIC_PATHS = new Set([
  '/api/config/public',
  '/api/openapi.json',
  '/api/gmail/oauth/callback',
  '/api/quickbooks/oauth/callback',
  // Pub/Sub's push: checked by its shared token instead (mail-intake/push).
  '/api/gmail/push',
  // Moov's webhook: checked by its X-Signature instead (payments/moov-webhook-routes).
  '/api/moov/webhooks',
]);

const normalise = (path: string) =>
  path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;

/** Every other /api call needs a valid access token; the caller's org is set for the route. */
export const authMiddleware = (deps: AppDeps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (PUBLIC_PATHS.has(normalise(c.req.path)) || c.req.method === 'OPTIONS') return next();
    const caller = await authenticate(
      c.req.header('Authorization'),
      c.req.header('X-Org-Id'),
      deps.getVerifierKey,
    );
    await ensureOrganization(deps.db, caller);
    c.set('caller', caller);
    return next();
  });
