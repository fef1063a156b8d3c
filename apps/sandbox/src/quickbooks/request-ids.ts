import type { MiddlewareHandler } from 'hono';
import type { JsonStore } from '../store/json-store';
import type { QboVariables } from './bearer';
import type { QboState } from './model';

/**
 * Intuit's `requestid` query parameter on a create: the first answer (success or fault) is
 * kept, and a request with the same requestid in the same company gets that answer again;
 * nothing is created twice.
 */
export const requestIds =
  (store: JsonStore<QboState>): MiddlewareHandler<{ Variables: QboVariables }> =>
  async (c, next) => {
    const requestId = c.req.query('requestid');
    if (c.req.method !== 'POST' || !requestId) return next();
    const key = `${c.req.param('realmId')}:${requestId}`;
    const seen = store.data.requests?.[key];
    if (seen) return c.body(seen.body, seen.status as 200, { 'content-type': 'application/json' });
    await next();
    if (c.res.status >= 500) return;
    const body = await c.res.clone().text();
    store.update((state) => {
      state.requests = { ...state.requests, [key]: { status: c.res.status, body } };
    });
  };
