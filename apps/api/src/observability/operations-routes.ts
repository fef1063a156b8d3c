import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { unauthorized } from '../http/api-error';
import { bearerToken, tokenMatches } from '../http/shared-secret';
import { type DatabaseGaugeSources, databaseGaugeRefresher } from './database-gauges';
import { metricsRegistry } from './metrics';
import { checkReadiness, type ReadinessSources } from './readiness';

export type OperationsSources = ReadinessSources &
  DatabaseGaugeSources & {
    /** Bearer token /metrics requires; unset: no /metrics at all. */
    metricsToken: string | undefined;
  };

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * What an orchestrator and Prometheus ask a process, without user auth (n8n's and
 * Kubernetes' split): /healthz says the process answers, /readyz that it can work (503
 * naming the failed part), /metrics the Prometheus text behind METRICS_TOKEN.
 */
export const operationsRoutes = (sources: OperationsSources) => {
  const routes = new Hono<AppEnv>();
  routes.get('/healthz', (c) => c.json({ status: 'ok' }, 200, NO_STORE));
  routes.get('/readyz', async (c) => {
    const { ready, checks } = await checkReadiness(sources);
    return c.json({ status: ready ? 'ready' : 'not ready', checks }, ready ? 200 : 503, NO_STORE);
  });
  const token = sources.metricsToken;
  if (!token) return routes;
  const refreshDatabaseGauges = databaseGaugeRefresher(sources);
  routes.get('/metrics', async (c) => {
    if (!tokenMatches(bearerToken(c.req.header('Authorization')), token)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      throw unauthorized('Metrics need the METRICS_TOKEN as a bearer token');
    }
    await refreshDatabaseGauges();
    return c.body(await metricsRegistry.metrics(), 200, {
      ...NO_STORE,
      'Content-Type': metricsRegistry.contentType,
    });
  });
  return routes;
};
