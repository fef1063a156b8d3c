import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Moov answers errors as `{ "error": "…" }`. */
export const moovError = (c: Context, status: number, error: string) =>
  c.json({ error }, status as ContentfulStatusCode);

export const moovFaultBody = (c: Context, status: number) =>
  moovError(c, status, status === 429 ? 'rate limit exceeded' : 'internal server error');
