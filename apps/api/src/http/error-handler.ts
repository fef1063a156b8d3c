import type { ApiError } from '@ap/domain/contract';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { logger } from '../observability/logger';
import { ApiHttpError } from './api-error';
import { databaseInputError } from './database-error';

const body = (error: string, message: string, details?: unknown): ApiError =>
  details === undefined ? { error, message } : { error, message, details };

/** Turns any thrown error into the structured JSON error; internals never reach the client. */
export const handleError = (err: Error, c: Context): Response => {
  if (err instanceof ApiHttpError) {
    return c.json(body(err.code, err.message, err.details), err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    if (status === 413) return c.json(body('payload_too_large', 'Request body is too large'), 413);
    if (status === 401) return c.json(body('unauthorized', err.message || 'Unauthorized'), 401);
    // Hono raises 400 for a body that is not valid JSON.
    const message = /json/i.test(err.message) ? 'Request body must be valid JSON' : err.message;
    return c.json(body('bad_request', message || 'Bad request'), status === 400 ? 400 : status);
  }
  const fromInput = databaseInputError(err);
  if (fromInput) return c.json(body(fromInput.code, fromInput.message), fromInput.status);
  logger.error({ err, method: c.req.method, path: c.req.path }, 'request failed');
  return c.json(body('internal_error', 'Internal server error'), 500);
};

export const handleNotFound = (c: Context): Response =>
  c.json(body('not_found', `No route for ${c.req.method} ${c.req.path}`), 404);
