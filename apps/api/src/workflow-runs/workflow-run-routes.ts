import { IdParamsSchema, WorkflowRunListSchema } from '@ap/domain/contract';
import { createRoute } from '@hono/zod-openapi';
import { and, desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../app-env';
import { workflowRuns } from '../db/schema';
import { errorResponses, json, bearerSecurity as security } from '../http/route-parts';
import { createRouter } from '../http/router';
import { getInvoiceRow } from '../invoices/invoice-queries';
import { toWorkflowRunView } from './workflow-run-view';

const byInvoice = createRoute({
  method: 'get',
  path: '/api/workflow-runs/invoice/{id}',
  tags: ['Workflow runs'],
  security,
  summary: 'Workflow runs of an invoice, newest first',
  request: { params: IdParamsSchema },
  responses: { 200: json(WorkflowRunListSchema), ...errorResponses },
});

export const workflowRunRoutes = (deps: AppDeps) =>
  createRouter().openapi(byInvoice, async (c) => {
    const { orgId } = c.var.caller;
    const invoice = await getInvoiceRow(deps.db, orgId, c.req.valid('param').id);
    const rows = await deps.db
      .select()
      .from(workflowRuns)
      .where(and(eq(workflowRuns.orgId, orgId), eq(workflowRuns.invoiceId, invoice.id)))
      .orderBy(desc(workflowRuns.startedAt));
    return c.json(rows.map(toWorkflowRunView), 200);
  });
