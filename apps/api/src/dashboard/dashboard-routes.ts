import { apiExtensionOperations } from '@ap/domain/contract';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../app-env';
import { errorResponses, json, bearerSecurity as security } from '../http/route-parts';
import { createRouter } from '../http/router';
import { readDashboardSummary } from './dashboard-summary';

const { getDashboardSummary } = apiExtensionOperations;

const summary = createRoute({
  method: 'get',
  path: getDashboardSummary.path,
  tags: ['Dashboard'],
  security,
  summary: getDashboardSummary.summary,
  responses: { 200: json(getDashboardSummary.response), ...errorResponses },
});

export const dashboardRoutes = (deps: AppDeps) =>
  createRouter().openapi(summary, async (c) =>
    c.json(await readDashboardSummary(deps.db, c.var.caller.orgId), 200),
  );
