import {
  IdParamsSchema,
  InvoiceListSchema,
  MessageResponseSchema,
  VendorListSchema,
} from '@ap/domain/contract';
import { createRoute } from '@hono/zod-openapi';
import { and, asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../app-env';
import { recordMutation } from '../audit/record-mutation';
import { invoicesFollowingVendor, recomputeInvoices } from '../checks/recompute-checks';
import { invoices, vendors } from '../db/schema';
import { notFound } from '../http/api-error';
import { errorResponses, json, bearerSecurity as security } from '../http/route-parts';
import { createRouter } from '../http/router';
import { listInvoices } from '../invoices/invoice-queries';
import { toVendorView } from '../vendors/vendor-view';

const tags = ['Admin'];

const listInvoicesRoute = createRoute({
  method: 'get',
  path: '/api/admin/invoices',
  tags,
  security,
  summary: 'All invoices of the org',
  responses: { 200: json(InvoiceListSchema), ...errorResponses },
});
const deleteInvoiceRoute = createRoute({
  method: 'delete',
  path: '/api/admin/invoices/{id}',
  tags,
  security,
  summary: 'Delete an invoice with its items and runs',
  request: { params: IdParamsSchema },
  responses: { 200: json(MessageResponseSchema), ...errorResponses },
});
const listVendorsRoute = createRoute({
  method: 'get',
  path: '/api/admin/vendors',
  tags,
  security,
  summary: 'All vendors of the org',
  responses: { 200: json(VendorListSchema), ...errorResponses },
});
const deleteVendorRoute = createRoute({
  method: 'delete',
  path: '/api/admin/vendors/{id}',
  tags,
  security,
  summary: 'Delete a vendor (its invoices keep no vendor)',
  request: { params: IdParamsSchema },
  responses: { 200: json(MessageResponseSchema), ...errorResponses },
});

export const adminRoutes = (deps: AppDeps) =>
  createRouter()
    .openapi(listInvoicesRoute, async (c) =>
      c.json(await listInvoices(deps.db, c.var.caller.orgId), 200),
    )
    .openapi(deleteInvoiceRoute, async (c) => {
      const { caller } = c.var;
      const { id } = c.req.valid('param');
      await deps.db.transaction(async (tx) => {
        const [before] = await tx
          .delete(invoices)
          .where(and(eq(invoices.orgId, caller.orgId), eq(invoices.id, id)))
          .returning();
        if (!before) throw notFound('Invoice');
        await recordMutation(tx, caller, {
          action: 'invoice.delete',
          entityType: 'invoice',
          entityId: id,
          before,
        });
      });
      return c.json({ message: 'Invoice deleted successfully' }, 200);
    })
    .openapi(listVendorsRoute, async (c) => {
      const rows = await deps.db
        .select()
        .from(vendors)
        .where(eq(vendors.orgId, c.var.caller.orgId))
        .orderBy(asc(vendors.name));
      return c.json(rows.map(toVendorView), 200);
    })
    .openapi(deleteVendorRoute, async (c) => {
      const { caller } = c.var;
      const { id } = c.req.valid('param');
      await deps.db.transaction(async (tx) => {
        const rechecked = await invoicesFollowingVendor(tx, caller.orgId, id); // checks stage
        const [before] = await tx
          .delete(vendors)
          .where(and(eq(vendors.orgId, caller.orgId), eq(vendors.id, id)))
          .returning();
        if (!before) throw notFound('Vendor');
        await recordMutation(tx, caller, {
          action: 'vendor.delete',
          entityType: 'vendor',
          entityId: id,
          before,
        });
        await recomputeInvoices(tx, caller.orgId, rechecked); // checks stage
      });
      return c.json({ message: 'Vendor deleted successfully' }, 200);
    });
