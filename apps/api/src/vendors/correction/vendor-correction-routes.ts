import {
  IdParamsSchema,
  InvoiceSchema,
  MergeVendorsSchema,
  MoveInvoiceToVendorSchema,
  RenameVendorSchema,
  VendorReadingRulesSchema,
  VendorSchema,
} from '@ap/domain/contract';
import { createRoute } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { queueReviews } from '../../assistant/review/review-queue';
import { recordMutation } from '../../audit/record-mutation';
import { vendorReadingRules } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { errorResponses, json, jsonBody, bearerSecurity as security } from '../../http/route-parts';
import { createRouter } from '../../http/router';
import { readVendorLearning } from '../learning/reading-rules-store';
import { lockVendor } from './find-vendor';
import { mergeVendors } from './merge-vendors';
import { moveInvoiceToVendor } from './move-invoice';
import { renameVendor } from './rename-vendor';

const tags = ['Vendors'];

const rename = createRoute({
  method: 'put',
  path: '/api/vendors/{id}/name',
  tags,
  security,
  summary: 'Renames a vendor (audited; the old name stays an alias, the new one is learned)',
  request: { params: IdParamsSchema, ...jsonBody(RenameVendorSchema) },
  responses: { 200: json(VendorSchema), ...errorResponses },
});
const move = createRoute({
  method: 'put',
  path: '/api/invoices/{id}/vendor',
  tags: ['Invoices'],
  security,
  summary: 'Moves an invoice to another existing vendor (audited; 409 for a paid invoice)',
  request: { params: IdParamsSchema, ...jsonBody(MoveInvoiceToVendorSchema) },
  responses: { 200: json(InvoiceSchema), ...errorResponses },
});
const merge = createRoute({
  method: 'post',
  path: '/api/vendors/{id}/merge',
  tags,
  security,
  summary:
    'Merges vendor_id into this vendor: its invoices, aliases and reading rules move here and it is removed (Admin, audited)',
  request: { params: IdParamsSchema, ...jsonBody(MergeVendorsSchema) },
  responses: { 200: json(VendorSchema), ...errorResponses },
});
const rules = createRoute({
  method: 'get',
  path: '/api/vendors/{id}/reading-rules',
  tags,
  security,
  summary: "What the assistant learned from people's corrections to read this vendor's invoices",
  request: { params: IdParamsSchema },
  responses: { 200: json(VendorReadingRulesSchema), ...errorResponses },
});
const forget = createRoute({
  method: 'delete',
  path: '/api/vendor-reading-rules/{id}',
  tags,
  security,
  summary: 'Forgets one learned reading rule (audited); the next invoice is read without it',
  request: { params: IdParamsSchema },
  responses: { 200: json(VendorReadingRulesSchema), ...errorResponses },
});

export const vendorCorrectionRoutes = (deps: AppDeps) =>
  createRouter()
    .openapi(rename, async (c) =>
      c.json(
        await renameVendor(
          deps.db,
          c.var.caller,
          c.req.valid('param').id,
          c.req.valid('json').name,
        ),
        200,
      ),
    )
    .openapi(move, async (c) => {
      const { caller } = c.var;
      const id = c.req.valid('param').id;
      const moved = await moveInvoiceToVendor(deps.db, caller, id, c.req.valid('json').vendor_id);
      // The assistant routes the approval chain again for the invoice's new vendor.
      if (moved.reroute) await queueReviews(deps.jobs, caller.orgId, [id], 'invoice_edited');
      return c.json(moved.invoice, 200);
    })
    .openapi(merge, async (c) =>
      c.json(
        await mergeVendors(
          deps.db,
          c.var.caller,
          c.req.valid('param').id,
          c.req.valid('json').vendor_id,
        ),
        200,
      ),
    )
    .openapi(rules, async (c) => {
      const { orgId } = c.var.caller;
      const id = c.req.valid('param').id;
      const learned = await deps.db.transaction(async (tx) => {
        await lockVendor(tx, orgId, id);
        return readVendorLearning(tx, orgId, id);
      });
      return c.json(learned, 200);
    })
    .openapi(forget, async (c) => {
      const { caller } = c.var;
      const id = c.req.valid('param').id;
      const learned = await deps.db.transaction(async (tx) => {
        const [rule] = await tx
          .delete(vendorReadingRules)
          .where(and(eq(vendorReadingRules.orgId, caller.orgId), eq(vendorReadingRules.id, id)))
          .returning();
        if (!rule) throw notFound('Reading rule');
        await recordMutation(tx, caller, {
          action: 'vendor.reading_rule.forget',
          entityType: 'vendor',
          entityId: rule.vendorId,
          before: { kind: rule.kind, value: rule.value, corrections: rule.corrections },
        });
        return readVendorLearning(tx, caller.orgId, rule.vendorId);
      });
      return c.json(learned, 200);
    });
