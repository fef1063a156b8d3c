import { type ApiOperation, apiExtensionOperations, apiOperations } from '@ap/domain/contract';
import { createMiddleware } from 'hono/factory';
import { logger } from '../observability/logger';
import { validationIssues } from './validation-hook';

type Matcher = { method: string; pattern: RegExp; operation: ApiOperation };

// '/api/tasks/{id}/approve' -> /^\/api\/tasks\/[^/]+\/approve\/?$/ (a trailing slash is optional).
const operations: ApiOperation[] = [
  ...Object.values(apiOperations),
  ...Object.values(apiExtensionOperations),
];
const paramsIn = (path: string) => path.split('{').length - 1;
// Fixed paths first, as the router matches them: /api/invoices/page is not /api/invoices/{id}.
const matchers: Matcher[] = [...operations]
  .sort((a, b) => paramsIn(a.path) - paramsIn(b.path))
  .map((operation) => ({
    method: operation.method.toUpperCase(),
    pattern: new RegExp(`^${operation.path.replace(/\/$/, '').replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
    operation,
  }));

/**
 * Checks every successful JSON answer of a SPEC §7 call against the contract's response
 * schema (on by default outside production). A mismatch is a server bug: it is logged and
 * answered as a 500 rather than sent to the client.
 */
export const responseValidation = () =>
  createMiddleware(async (c, next) => {
    await next();
    const { headers } = c.res;
    // A compressed answer is the gzip of the same cached text its plain twin carries.
    if (c.res.status !== 200 || headers.get('Content-Encoding')) return;
    if (!headers.get('Content-Type')?.includes('application/json')) return;
    const match = matchers.find((m) => m.method === c.req.method && m.pattern.test(c.req.path));
    if (!match) return;
    const result = match.operation.response.safeParse(await c.res.clone().json());
    if (result.success) return;
    logger.error(
      { method: c.req.method, path: c.req.path, issues: validationIssues(result.error) },
      'answer outside the contract',
    );
    c.res = c.json({ error: 'internal_error', message: 'Internal server error' }, 500);
  });
