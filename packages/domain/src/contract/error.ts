import { z } from 'zod';

/** Machine-readable error codes the server answers with, one per HTTP status family. */
export const ApiErrorCodeSchema = z.enum([
  'validation_error', // 400
  'bad_request', // 400 (malformed JSON, missing org choice)
  'unauthorized', // 401
  'forbidden', // 403
  'not_found', // 404
  'conflict', // 409
  'payload_too_large', // 413
  'unprocessable', // 422
  'upstream_unavailable', // 502
  'internal_error', // 500
]);

export type ApiErrorCode = z.infer<typeof ApiErrorCodeSchema>;

/** One field problem of a 400 validation error; `path` is dotted, e.g. `items.0.amount`. */
export const ValidationIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});

/** Every non-2xx answer of the product API: `{error, message, details?}`, never a stack trace. */
export const ApiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});

export type ApiError = z.infer<typeof ApiErrorSchema>;
export type ValidationIssue = z.infer<typeof ValidationIssueSchema>;
