import type { Context, Hono, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { FaultState } from './fault-state';

/** The body each service answers an injected error with, in that service's own error shape. */
export type FaultBody = (c: Context, status: number) => Response;

const faultRequest = z.union([
  z.object({
    kind: z.literal('status'),
    status: z.number().int().min(400).max(599),
    path: z.string().optional(),
    method: z.string().optional(),
    times: z.number().int().min(1).default(1),
  }),
  z.object({
    kind: z.literal('delay'),
    ms: z.number().int().min(1).max(120_000),
    path: z.string().optional(),
    method: z.string().optional(),
    times: z.number().int().min(1).default(1),
  }),
  z.object({
    kind: z.literal('hold'),
    ms: z.number().int().min(1).max(120_000),
    path: z.string().optional(),
    method: z.string().optional(),
    times: z.number().int().min(1).default(1),
  }),
  z.object({ kind: z.literal('expire-tokens') }),
]);

const headerFault = (value: string): { status?: number; delayMs?: number } => {
  const delay = /^delay=(\d+)$/.exec(value);
  if (delay?.[1]) return { delayMs: Number(delay[1]) };
  const status = Number(value);
  return Number.isInteger(status) && status >= 400 && status <= 599 ? { status } : {};
};

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Applies faults around the real handler: those switched on through
 * `/__sandbox/faults` and a one-off `X-Sandbox-Fault: 500 | 429 | delay=<ms>` header. A
 * `hold` fault lets the handler act (a transfer is made, a bill is booked) and holds its
 * answer back for `ms`.
 */
export const faultMiddleware =
  (faults: FaultState, body: FaultBody): MiddlewareHandler =>
  async (c, next) => {
    if (c.req.path.startsWith('/__sandbox/')) return next();
    const fromHeader = headerFault(c.req.header('x-sandbox-fault') ?? '');
    const fault = faults.take(c.req.path, c.req.method);
    if (fault?.kind === 'hold') {
      await next();
      await sleep(fault.ms);
      return;
    }
    const delayMs = fromHeader.delayMs ?? (fault?.kind === 'delay' ? fault.ms : 0);
    if (delayMs > 0) await sleep(delayMs);
    const status = fromHeader.status ?? (fault?.kind === 'status' ? fault.status : undefined);
    if (status) {
      if (status === 429) c.header('Retry-After', '1');
      return body(c, status);
    }
    return next();
  };

/** Control endpoints every service port carries. */
export const mountFaultRoutes = (app: Hono, faults: FaultState): void => {
  app.get('/__sandbox/faults', (c) =>
    c.json({ faults: faults.list(), tokensExpiredBefore: faults.tokensExpiredBefore }),
  );
  app.post('/__sandbox/faults', async (c) => {
    const parsed = faultRequest.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return c.json({ error: z.prettifyError(parsed.error) }, 400);
    if (parsed.data.kind === 'expire-tokens') faults.expireTokensNow();
    else faults.add(parsed.data);
    return c.json({ ok: true }, 201);
  });
  app.delete('/__sandbox/faults', (c) => {
    faults.clear();
    return c.body(null, 204);
  });
};
