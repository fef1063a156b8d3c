import type { MiddlewareHandler } from 'hono';
import type { FaultState } from '../faults/fault-state';
import type { JsonStore } from '../store/json-store';
import { authenticationFault, intuitFault } from './intuit-errors';
import type { Company, QboState } from './model';

export type QboVariables = { company: Company };

/** The access token must be live and issued for the realm in the path. */
export const qboBearer =
  (
    store: JsonStore<QboState>,
    faults: FaultState,
  ): MiddlewareHandler<{ Variables: QboVariables }> =>
  async (c, next) => {
    const token = c.req.header('authorization')?.match(/^Bearer (.+)$/i)?.[1] ?? '';
    const grant = store.data.accessTokens[token];
    if (!grant || grant.expiresAt < Date.now() || faults.isExpired(grant.issuedAt))
      return authenticationFault(c, 'Token expired or invalid');
    const company = store.data.companies[c.req.param('realmId') ?? ''];
    if (!company || grant.realmId !== company.realmId) {
      return intuitFault(c, 403, 'AuthorizationFault', {
        Message: 'message=ApplicationAuthorizationFailed; errorCode=003100; statusCode=403',
        Detail: 'Token is not authorized for this company',
        code: '003100',
      });
    }
    c.set('company', company);
    await next();
  };
