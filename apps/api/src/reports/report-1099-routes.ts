import { form1099Csv, form1099CsvFilename } from '@ap/domain';
import { Report1099QuerySchema, Report1099Schema } from '@ap/domain/contract';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../app-env';
import { recordMutation } from '../audit/record-mutation';
import { errorResponses, json, bearerSecurity as security } from '../http/route-parts';
import { createRouter } from '../http/router';
import { build1099Report } from './report-1099';

const report = createRoute({
  method: 'get',
  path: '/api/reports/1099',
  tags: ['Reports'],
  security,
  summary:
    'Form 1099-NEC report of a calendar year: 1099-eligible vendors with their completed payments through the product (Admin)',
  request: { query: Report1099QuerySchema },
  responses: { 200: json(Report1099Schema), ...errorResponses },
});

const csv = createRoute({
  method: 'get',
  path: '/api/reports/1099/csv',
  tags: ['Reports'],
  security,
  summary: 'The 1099-NEC report of a calendar year as CSV (Admin; audited)',
  request: { query: Report1099QuerySchema },
  responses: {
    200: {
      description: 'The report as CSV',
      content: { 'text/csv': { schema: { type: 'string' } } },
    },
    ...errorResponses,
  },
});

export const report1099Routes = (deps: AppDeps) =>
  createRouter()
    .openapi(report, async (c) =>
      c.json(await build1099Report(deps.db, c.var.caller.orgId, c.req.valid('query').year), 200),
    )
    .openapi(csv, async (c) => {
      const { caller } = c.var;
      const { year } = c.req.valid('query');
      const built = await build1099Report(deps.db, caller.orgId, year);
      // Payees' tax identities leaving the product: on record who took them.
      await recordMutation(deps.db, caller, {
        action: 'report.1099.export',
        entityType: 'report',
        entityId: `1099-nec-${year}`,
        after: { year, vendors: built.rows.length, total_paid: built.total_paid },
      });
      return c.body(form1099Csv(built), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${form1099CsvFilename(year)}"`,
        'Cache-Control': 'private, no-store',
      });
    });
