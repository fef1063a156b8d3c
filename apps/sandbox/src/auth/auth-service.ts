import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { SandboxConfig } from '../config';
import { faultMiddleware, mountFaultRoutes } from '../faults/fault-routes';
import { FaultState } from '../faults/fault-state';
import { JsonStore } from '../store/json-store';
import { signAccessToken } from './access-token';
import { accountRoutes } from './account-routes';
import { authApiRoutes, browserCors } from './api-routes';
import { backendApiRoutes } from './backend-api-routes';
import type { AuthContext, MailDrop } from './context';
import { Directory } from './directory';
import { orgRoutes } from './org-routes';
import { samlRoutes } from './saml-routes';
import { seedAuthState } from './seed';
import { signInRoutes } from './sign-in-routes';
import { importSigningKey } from './signing-keys';

/** The hosted-auth stand-in (PropelAuth), served at the root of its own origin. */
export const createAuthService = async (
  config: SandboxConfig,
  issuer: string,
  mailDrop?: MailDrop,
): Promise<Hono> => {
  const store = await JsonStore.open(config.dataDir, 'auth', seedAuthState);
  const key = await importSigningKey(store.data.keys);
  const faults = new FaultState();
  const ctx: AuthContext = {
    directory: new Directory(store),
    issuer,
    appUrl: config.appUrl,
    apiKey: config.propelauthApiKey,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    verifierKeyPem: store.data.keys.publicPem,
    signAccessToken: (input) =>
      signAccessToken({ ...input, issuer, key, kid: store.data.keys.kid }),
    faults,
    ...(mailDrop ? { mailDrop } : {}),
  };
  const app = new Hono();
  mountFaultRoutes(app, faults);
  // CORS first, so an injected fault still reaches the browser as a readable status.
  app.use('/api/v1/*', browserCors(config.appUrl));
  app.use(
    '*',
    faultMiddleware(faults, (c, status) =>
      c.text(
        status === 429 ? 'Too Many Requests' : 'Internal Server Error',
        status as ContentfulStatusCode,
      ),
    ),
  );
  app.route('/', authApiRoutes(ctx));
  app.route('/', backendApiRoutes(ctx));
  app.route('/', signInRoutes(ctx));
  app.route('/', accountRoutes(ctx));
  app.route('/', orgRoutes(ctx));
  app.route('/', samlRoutes(ctx));
  app.get('/', (c) => c.redirect('/account', 302));
  return app;
};
