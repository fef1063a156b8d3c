import type { MiddlewareHandler } from 'hono';
import type { FaultState } from '../faults/fault-state';
import type { JsonStore } from '../store/json-store';
import type { MoovState } from './model';
import { moovError } from './moov-errors';

export type MoovKeys = { publicKey: string; secretKey: string };

/**
 * The scope a browser (Bearer) token needs for a call, in Moov's scope syntax.
 * Server calls with the API key pair (HTTP Basic) may do anything.
 */
export const requiredScope = (method: string, path: string): string | undefined => {
  if (path === '/accounts' && method === 'POST') return '/accounts.write';
  const match = path.match(/^\/accounts\/([^/]+)(?:\/([^/]+))?/);
  if (!match) return undefined;
  const [, accountID, resource] = match;
  const access = method === 'GET' ? 'read' : 'write';
  if (!resource) return `/accounts/${accountID}/profile.${access}`;
  const name = resource === 'payment-methods' ? 'payment-methods' : resource;
  return `/accounts/${accountID}/${name}.${access}`;
};

/** Accepts `Basic base64(public:secret)` or a Bearer access token carrying the needed scope. */
export const moovCredentials =
  (keys: MoovKeys, store: JsonStore<MoovState>, faults: FaultState): MiddlewareHandler =>
  async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const basic = header.match(/^Basic (.+)$/i)?.[1];
    if (basic) {
      if (Buffer.from(basic, 'base64').toString() !== `${keys.publicKey}:${keys.secretKey}`)
        return moovError(c, 401, 'invalid credentials');
      return next();
    }
    const bearer = header.match(/^Bearer (.+)$/i)?.[1] ?? '';
    const grant = store.data.accessTokens[bearer];
    if (!grant || grant.expiresAt < Date.now() || faults.isExpired(grant.issuedAt))
      return moovError(c, 401, 'access token expired or invalid');
    const needed = requiredScope(c.req.method, c.req.path);
    if (needed && !grant.scope.split(/\s+/).includes(needed))
      return moovError(c, 403, `token lacks scope ${needed}`);
    return next();
  };
