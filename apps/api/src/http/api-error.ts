import type { ApiErrorCode } from '@ap/domain/contract';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error the client should see as `{error, message, details?}` with this status. */
export class ApiHttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: unknown) =>
  new ApiHttpError(400, 'bad_request', message, details);
export const unauthorized = (message: string) => new ApiHttpError(401, 'unauthorized', message);
export const forbidden = (message: string) => new ApiHttpError(403, 'forbidden', message);
export const notFound = (what: string) => new ApiHttpError(404, 'not_found', `${what} not found`);
export const conflict = (message: string, details?: unknown) =>
  new ApiHttpError(409, 'conflict', message, details);
export const unprocessable = (message: string, details?: unknown) =>
  new ApiHttpError(422, 'unprocessable', message, details);
export const upstreamUnavailable = (service: string, reason: string) =>
  new ApiHttpError(502, 'upstream_unavailable', `${service} is unavailable: ${reason}`);

/** A non-2xx answer of an external service; `upstreamStatus` lets callers react to a 401. */
export class UpstreamHttpError extends ApiHttpError {
  constructor(
    service: string,
    readonly upstreamStatus: number,
    body: string,
  ) {
    super(502, 'upstream_unavailable', `${service} answered HTTP ${upstreamStatus} ${body}`.trim());
  }
}
