import { createMiddleware } from 'hono/factory';
import { requestId } from 'hono/request-id';
import { routePath } from 'hono/route';
import type { AppEnv } from '../app-env';
import { withLogContext } from './log-context';
import { logger } from './logger';
import { httpRequestDuration, secondsSince } from './metrics';

const OPERATIONS_PATHS = new Set(['/healthz', '/readyz', '/metrics']);
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

// The registered template ('/api/invoices/:id'), so ids never become label values; what
// matched only a middleware pattern ('/api/*') found no route.
const routeOf = (c: Parameters<typeof routePath>[0]): string => {
  const template = routePath(c, -1);
  return !template || template.includes('*') ? 'unmatched' : template;
};

/**
 * Every request: an id (the caller's `X-Request-Id` when it is a sane token, else a new
 * UUID, answered in the same header), the request id and organisation on every log line
 * written while serving it, one `request` line at the end (method, path without the query,
 * route, status, duration) and the latency histogram by route template.
 */
export const requestObservability = () => {
  const assignId = requestId({ headerName: 'X-Request-Id', limitLength: 128 });
  const observe = createMiddleware<AppEnv>(async (c, next) => {
    const started = process.hrtime.bigint();
    const fields = () => ({ reqId: c.get('requestId'), orgId: c.get('caller')?.orgId });
    await withLogContext(fields, async () => {
      await next();
      const seconds = secondsSince(started);
      const method = METHODS.has(c.req.method) ? c.req.method : 'OTHER';
      const route = routeOf(c);
      const status = c.res.status;
      httpRequestDuration.observe({ method, route, status: String(status) }, seconds);
      // Probes and scrapes that succeed come every few seconds: kept out of the info level.
      const level = OPERATIONS_PATHS.has(c.req.path) && status < 400 ? 'debug' : 'info';
      // The query is left out: a push URL carries its token there.
      logger[level](
        { method, path: c.req.path, route, status, ms: Math.round(seconds * 10_000) / 10 },
        'request',
      );
    });
  });
  return [assignId, observe] as const;
};
