import {
  AccountingChartSchema,
  AddCodingDimensionSchema,
  apiExtensionOperations,
  MappingRulesSchema,
  SetMappingRulesSchema,
} from '@ap/domain/contract';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../app-env';
import { errorResponses, json, jsonBody, bearerSecurity as security } from '../http/route-parts';
import { createRouter } from '../http/router';
import { readChart, refreshChart } from './chart/chart-store';
import { readMappingRules } from './rules/rules-store';
import { addCodingDimension, setMappingRules } from './rules/set-mapping-rules';

const tags = ['Coding'];
const ops = apiExtensionOperations;
const rulesAnswer = { 200: json(MappingRulesSchema), ...errorResponses };
const chartAnswer = { 200: json(AccountingChartSchema), ...errorResponses };

const getRules = createRoute({
  method: 'get',
  path: ops.getMappingRules.path,
  tags,
  security,
  summary: ops.getMappingRules.summary,
  responses: rulesAnswer,
});
const putRules = createRoute({
  method: 'put',
  path: ops.setMappingRules.path,
  tags,
  security,
  summary: ops.setMappingRules.summary,
  request: jsonBody(SetMappingRulesSchema),
  responses: rulesAnswer,
});
const addDimension = createRoute({
  method: 'post',
  path: ops.addCodingDimension.path,
  tags,
  security,
  summary: ops.addCodingDimension.summary,
  request: jsonBody(AddCodingDimensionSchema),
  responses: rulesAnswer,
});
const getChart = createRoute({
  method: 'get',
  path: ops.getAccountingChart.path,
  tags,
  security,
  summary: ops.getAccountingChart.summary,
  responses: chartAnswer,
});
const refresh = createRoute({
  method: 'post',
  path: ops.refreshAccountingChart.path,
  tags,
  security,
  summary: ops.refreshAccountingChart.summary,
  responses: chartAnswer,
});

/**
 * Beyond SPEC §2: the ERP drawer's Mapping Rules (Admins set them, everyone reads them) and
 * the QuickBooks chart the coding pickers offer (read on connect and on demand).
 */
export const codingRoutes = (deps: AppDeps) =>
  createRouter()
    .openapi(getRules, async (c) =>
      c.json(await readMappingRules(deps.db, c.var.caller.orgId), 200),
    )
    .openapi(putRules, async (c) => {
      const body = c.req.valid('json');
      const rules = await deps.db.transaction((tx) => setMappingRules(tx, c.var.caller, body));
      return c.json(rules, 200);
    })
    .openapi(addDimension, async (c) => {
      const body = c.req.valid('json');
      const rules = await deps.db.transaction((tx) => addCodingDimension(tx, c.var.caller, body));
      return c.json(rules, 200);
    })
    .openapi(getChart, async (c) => c.json(await readChart(deps.db, c.var.caller.orgId), 200))
    .openapi(refresh, async (c) => {
      const { orgId } = c.var.caller;
      const chart = await refreshChart(deps.config.quickbooks, deps.db, orgId);
      return c.json(chart ?? (await readChart(deps.db, orgId)), 200);
    });
