import { apiExtensionOperations } from '@ap/domain/contract';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../app-env';
import { errorResponses, json, bearerSecurity as security } from '../http/route-parts';
import { createRouter } from '../http/router';
import { readInvoiceChanges, readInvoicePage } from './invoice-sync-queries';
import { decodeCursor } from './page-cursor';

const tags = ['Invoices'];
const { listInvoicePage, listInvoiceChanges } = apiExtensionOperations;

const page = createRoute({
  method: 'get',
  path: listInvoicePage.path,
  tags,
  security,
  summary: listInvoicePage.summary,
  request: { query: listInvoicePage.query },
  responses: { 200: json(listInvoicePage.response), ...errorResponses },
});
const changes = createRoute({
  method: 'get',
  path: listInvoiceChanges.path,
  tags,
  security,
  summary: listInvoiceChanges.summary,
  request: { query: listInvoiceChanges.query },
  responses: { 200: json(listInvoiceChanges.response), ...errorResponses },
});

/**
 * The /invoices list for large organisations: keyset pages, then what changed since the
 * version the client holds (an idle 5-second poll answers a few dozen bytes). Mounted before
 * GET /api/invoices/{id}, whose `{id}` would otherwise take 'page' and 'changes'.
 */
export const invoiceSyncRoutes = (deps: AppDeps) =>
  createRouter()
    .openapi(page, async (c) => {
      const { limit, cursor } = c.req.valid('query');
      const position = cursor === undefined ? undefined : decodeCursor(cursor);
      return c.json(
        await readInvoicePage(deps.db, c.var.caller.orgId, { limit, cursor: position }),
        200,
      );
    })
    .openapi(changes, async (c) =>
      c.json(
        await readInvoiceChanges(deps.db, c.var.caller.orgId, c.req.valid('query').since),
        200,
      ),
    );
