import { IdParamsSchema, VendorBankDetailsSchema, VendorSchema } from '@ap/domain/contract';
import { createRoute } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../app-env';
import { recordMutation } from '../audit/record-mutation';
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

const reveal = createRoute({
  method: 'post',
  path: '/api/vendors/{id}/bank-details/reveal',
  tags: ['Vendors'],
  security,
  summary: "The vendor's full account and routing numbers (Admin; each reveal is audited)",
  request: { params: IdParamsSchema },
  responses: { 200: json(VendorBankDetailsSchema), ...errorResponses },
});

const findVendor = async (deps: AppDeps, orgId: string, id: string) => {
  const [row] = await deps.db
    .select()
    .from(vendors)
    .where(and(eq(vendors.orgId, orgId), eq(vendors.id, id)));
  if (!row) throw notFound('Vendor');
  return row;
};

export const vendorRoutes = (deps: AppDeps) =>
  createRouter()
    .openapi(one, async (c) =>
      c.json(
        toVendorView(await findVendor(deps, c.var.caller.orgId, c.req.valid('param').id)),
        200,
      ),
    )
    .openapi(reveal, async (c) => {
      const { caller } = c.var;
      const row = await findVendor(deps, caller.orgId, c.req.valid('param').id);
      // The audit row names who saw the numbers (masked there); it is written before answering.
      await recordMutation(deps.db, caller, {
        action: 'vendor.bank_details.reveal',
        entityType: 'vendor',
        entityId: row.id,
      });
      return c.json(
        { vendor_id: row.id, account_number: row.accountNumber, routing_number: row.routingNumber },
        200,
      );
    });
