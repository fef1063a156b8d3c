import {
  apiExtensionOperations,
  IdParamsSchema,
  InvoiceListRowsSchema,
  InvoiceSaveSchema,
  InvoiceSchema,
  PayInvoiceResponseSchema,
} from '@ap/domain/contract';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../app-env';
import { approveInApp } from '../assistant/approvals/approve-in-app';
import { queueReviews } from '../assistant/review/review-queue';
import { acceptsGzip } from '../http/accepts-gzip';
import { errorResponses, json, jsonBody, bearerSecurity as security } from '../http/route-parts';
import { createRouter } from '../http/router';
import { learnFromSave } from '../vendors/learning/learn-from-save';
import { createInvoiceListCache } from './invoice-list-cache';
import { getInvoice, getInvoiceRow } from './invoice-queries';
import { invoiceSyncRoutes } from './invoice-sync-routes';
import { payInvoice } from './pay-invoice';
import { saveInvoice } from './save-invoice';

const tags = ['Invoices'];

const list = createRoute({
  method: 'get',
  path: '/api/invoices', // also answers /api/invoices/ (strict: false)

  tags,
  security,
  summary:
    'Invoice list rows (what the list shows; the whole invoice is GET /api/invoices/{id}), ' +
    'newest first. Send If-None-Match with the last ETag: 304 while unchanged.',
  responses: {
    200: json(InvoiceListRowsSchema),
    304: { description: 'Unchanged since the ETag' },
    ...errorResponses,
  },
});
const one = createRoute({
  method: 'get',
  path: '/api/invoices/{id}',
  tags,
  security,
  summary: 'One invoice',
  request: { params: IdParamsSchema },
  responses: { 200: json(InvoiceSchema), ...errorResponses },
});
const save = createRoute({
  method: 'patch',
  path: '/api/invoices/{id}',
  tags,
  security,
  summary: 'Save the edited invoice',
  request: { params: IdParamsSchema, ...jsonBody(InvoiceSaveSchema) },
  responses: { 200: json(InvoiceSchema), ...errorResponses },
});
const pay = createRoute({
  method: 'post',
  path: '/api/invoices/{id}/pay',
  tags,
  security,
  summary:
    'Queue the payment (idempotent); high value or protected payments draft an approval task',
  request: { params: IdParamsSchema },
  responses: { 200: json(PayInvoiceResponseSchema), ...errorResponses },
});

const approveOperation = apiExtensionOperations.approveInvoice;
const approve = createRoute({
  method: 'post',
  path: approveOperation.path,
  tags,
  security,
  summary: approveOperation.summary,
  request: { params: IdParamsSchema },
  responses: { 200: json(InvoiceSchema), ...errorResponses },
});

export const invoiceRoutes = (deps: AppDeps) => {
  const listCache = createInvoiceListCache();
  return createRouter()
    .route('/', invoiceSyncRoutes(deps))
    .openapi(list, async (c) => {
      const answer = await listCache.answer(
        deps.db,
        c.var.caller.orgId,
        c.req.header('If-None-Match'),
      );
      const headers = {
        ETag: answer.etag,
        'Cache-Control': 'private, no-cache',
        Vary: 'Accept-Encoding',
      };
      if (answer.notModified) return c.body(null, 304, headers);
      const json = { ...headers, 'Content-Type': 'application/json' };
      if (acceptsGzip(c.req.header('Accept-Encoding'))) {
        const zipped = await answer.body.gzipped();
        return c.body(new Uint8Array(zipped), 200, { ...json, 'Content-Encoding': 'gzip' });
      }
      return c.body(await answer.body.json(), 200, json);
    })
    .openapi(one, async (c) =>
      c.json(await getInvoice(deps.db, c.var.caller.orgId, c.req.valid('param').id), 200),
    )
    .openapi(save, async (c) => {
      const { caller } = c.var;
      const id = c.req.valid('param').id;
      const saved = await saveInvoice(deps.db, caller, id, c.req.valid('json'));
      // A correction of what the assistant read teaches it the vendor's invoices.
      await learnFromSave(
        deps.db,
        deps.jobs,
        caller,
        saved.before,
        await getInvoiceRow(deps.db, caller.orgId, id),
      );
      // The assistant routes the approval chain again for the invoice as it now is.
      if (saved.reroute) await queueReviews(deps.jobs, caller.orgId, [id], 'invoice_edited');
      return c.json(saved.invoice, 200);
    })
    .openapi(pay, async (c) =>
      c.json(await payInvoice(deps, c.var.caller, c.req.valid('param').id), 200),
    )
    .openapi(approve, async (c) =>
      c.json(await approveInApp(deps, c.var.caller, c.req.valid('param').id), 200),
    );
};
