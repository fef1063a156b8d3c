import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { handleError, handleNotFound } from '../http/error-handler';
import { type Listening, listen } from '../http/listen';
import { type OperationsSources, operationsRoutes } from './operations-routes';
import { requestObservability } from './request-observability';

/** /healthz, /readyz and /metrics on their own port: what a worker process answers. */
export const serveOperations = (
  sources: OperationsSources,
  at: { host: string; port: number },
): Promise<Listening> => {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.notFound(handleNotFound);
  app.use('*', ...requestObservability());
  app.route('/', operationsRoutes(sources));
  return listen(app.fetch, at);
};
