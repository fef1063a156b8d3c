import { hasOrgRoleAtLeast } from '@ap/domain';
import { OPERATION_MINIMUM_ROLES } from '@ap/domain/contract';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { forbidden } from '../http/api-error';
import { matchOperation } from './operation-matcher';

/**
 * Refuses (403) a call whose operation needs a higher org role than the token carries, per
 * the role matrix of the contract (OPERATION_MINIMUM_ROLES). Runs after authentication.
 */
export const roleGuard = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const caller = c.get('caller');
    const match = caller ? matchOperation(c.req.method, c.req.path) : undefined;
    if (!caller || !match) return next();
    const minimum = OPERATION_MINIMUM_ROLES[match.name];
    if (minimum && !hasOrgRoleAtLeast(caller.membership, minimum)) {
      throw forbidden(
        `Your role (${caller.membership.userAssignedRole}) cannot do this: ${match.operation.summary} needs ${minimum} or above`,
      );
    }
    return next();
  });
