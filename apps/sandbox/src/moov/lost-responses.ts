import type { Context, Hono, MiddlewareHandler } from 'hono';

type Rule = { method: string; path: string; times: number };

/**
 * "The provider acted, then its answer was lost": a matching request runs in full (the
 * transfer or bill exists) and the caller gets a 504 instead of the answer, as after a
 * dropped connection. Switched on by POST /__sandbox/lose-responses
 * `{ "path": "/accounts", "method": "POST", "times": 1 }` (path is a prefix).
 */
export class LostResponses {
  private rules: Rule[] = [];

  mount(app: Hono, body: (c: Context) => Response): MiddlewareHandler {
    app.post('/__sandbox/lose-responses', async (c) => {
      const input = (await c.req.json().catch(() => ({}))) as Partial<Rule>;
      if (typeof input.path !== 'string') return c.json({ error: 'path is required' }, 400);
      this.rules.push({
        method: (input.method ?? 'POST').toUpperCase(),
        path: input.path,
        times:
          Number.isInteger(input.times) && (input.times as number) > 0
            ? (input.times as number)
            : 1,
      });
      return c.json({ ok: true }, 201);
    });
    app.delete('/__sandbox/lose-responses', (c) => {
      this.rules = [];
      return c.body(null, 204);
    });
    return async (c, next) => {
      await next();
      if (c.req.path.startsWith('/__sandbox/')) return;
      const rule = this.rules.find(
        (r) => r.method === c.req.method && c.req.path.startsWith(r.path),
      );
      if (!rule || c.res.status >= 400) return;
      rule.times -= 1;
      if (rule.times <= 0) this.rules = this.rules.filter((r) => r !== rule);
      c.res = body(c);
    };
  }
}
