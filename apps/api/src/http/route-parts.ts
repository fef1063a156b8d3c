import { ApiErrorSchema } from '@ap/domain/contract';
import type { z } from 'zod';

/** A JSON body or response of a route, described by a contract schema. */
export const json = <T extends z.ZodType>(schema: T, description = 'JSON') => ({
  content: { 'application/json': { schema } },
  description,
});

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

const error = (description: string) => json(ApiErrorSchema, description);

/** The error answers every authenticated route can give. */
export const errorResponses = {
  400: error('Validation error (details.issues carries the field paths)'),
  401: error('Missing, expired or invalid access token'),
  403: error('Not a member of the requested organisation'),
  404: error('Not found in the caller organisation'),
  409: error('Conflict with the current state'),
  422: error('Understood but cannot be processed'),
  502: error('An external service did not answer'),
} as const;

export const bearerSecurity = [{ bearerAuth: [] }];
