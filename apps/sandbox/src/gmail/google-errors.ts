import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

const REASONS: Record<number, string> = {
  400: 'invalidArgument',
  401: 'authError',
  403: 'insufficientPermissions',
  404: 'notFound',
  429: 'rateLimitExceeded',
  500: 'backendError',
};

/** Google's JSON error envelope, which googleapis turns into a GaxiosError. */
export const googleError = (c: Context, status: number, message: string) =>
  c.json(
    {
      error: {
        code: status,
        message,
        errors: [{ message, domain: 'global', reason: REASONS[status] ?? 'backendError' }],
        status: STATUS_NAMES[status] ?? 'UNKNOWN',
      },
    },
    status as ContentfulStatusCode,
  );

export const googleFaultBody = (c: Context, status: number) =>
  googleError(c, status, status === 429 ? 'Quota exceeded for quota metric.' : 'Backend Error');
