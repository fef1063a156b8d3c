import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../app-env';
import { validationHook } from './validation-hook';

/** A route group whose request validation failures answer the structured 400. */
export const createRouter = () =>
  new OpenAPIHono<AppEnv>({ defaultHook: validationHook, strict: false });
