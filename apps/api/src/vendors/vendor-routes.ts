import { IdParamsSchema, VendorSchema } from '@ap/domain/contract';
import { createRoute } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../app-env';
import { vendors } from '../db/schema';
import { notFound } from '../http/api-error';
import { errorResponses, json, bearerSecurity as security } from '../http/route-parts';
import { createRouter } from '../http/router';
import { toVendorView } from './vendor-view';

const one = createRoute({
  method: 'get',
  path: '/api/vendors/{id}',
  tags: ['Vendors'],
  security,
  summary: 'One vendor',
  request: { params: IdParamsSchema },
  responses: { 200: json(VendorSchema), ...errorResponses },
});

export const vendorRoutes = (deps: AppDeps) =>
  createRouter().openapi(one, async (c) => {
    const { id } = c.req.valid('param');
    const [row] = await deps.db
      .select()
      .from(vendors)
      .where(and(eq(vendors.orgId, c.var.caller.orgId), eq(vendors.id, id)));
    if (!row) throw notFound('Vendor');
    return c.json(toVendorView(row), 200);
  });
