import {
  apiExtensionOperations,
  IdParamsSchema,
  type ProcurementApproval,
  ProcurementApprovalSchema,
  ProcurementApprovalUpdateSchema,
} from '@ap/domain/contract';
import { createRoute } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { type Executor, recordMutation } from '../../audit/record-mutation';
import { recomputeVendorInvoices } from '../../checks/recompute-checks';
import { vendorProcurementApprovals, vendors } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { errorResponses, json, jsonBody, bearerSecurity as security } from '../../http/route-parts';
import { createRouter } from '../../http/router';

const op = apiExtensionOperations.setProcurementApproval;
const route = createRoute({
  method: 'put',
  path: op.path,
  tags: ['Vendors'],
  security,
  summary: op.summary,
  request: { params: IdParamsSchema, ...jsonBody(ProcurementApprovalUpdateSchema) },
  responses: { 200: json(ProcurementApprovalSchema), ...errorResponses },
});

const approvalOf = async (
  db: Executor,
  orgId: string,
  vendorId: string,
): Promise<ProcurementApproval> => {
  const [row] = await db
    .select()
    .from(vendorProcurementApprovals)
    .where(
      and(
        eq(vendorProcurementApprovals.orgId, orgId),
        eq(vendorProcurementApprovals.vendorId, vendorId),
      ),
    );
  return {
    vendor_id: vendorId,
    approved: Boolean(row),
    approved_by: row?.approvedBy ?? null,
    approved_at: row?.approvedAt.toISOString() ?? null,
  };
};

/**
 * An Admin records (or withdraws) procurement's approval of a vendor, audited as
 * `vendor.procurement_approval`; the vendor's open invoices are re-checked ('Approved by
 * Procurement').
 */
export const procurementRoutes = (deps: AppDeps) =>
  createRouter().openapi(route, async (c) => {
    const { caller } = c.var;
    const vendorId = c.req.valid('param').id;
    const { approved } = c.req.valid('json');
    const answer = await deps.db.transaction(async (tx) => {
      const [vendor] = await tx
        .select({ id: vendors.id })
        .from(vendors)
        .where(and(eq(vendors.orgId, caller.orgId), eq(vendors.id, vendorId)));
      if (!vendor) throw notFound('Vendor');
      const before = await approvalOf(tx, caller.orgId, vendorId);
      if (before.approved !== approved) {
        if (approved)
          await tx
            .insert(vendorProcurementApprovals)
            .values({ vendorId, orgId: caller.orgId, approvedBy: caller.email });
        else
          await tx
            .delete(vendorProcurementApprovals)
            .where(
              and(
                eq(vendorProcurementApprovals.orgId, caller.orgId),
                eq(vendorProcurementApprovals.vendorId, vendorId),
              ),
            );
        const after = await approvalOf(tx, caller.orgId, vendorId);
        await recordMutation(tx, caller, {
          action: 'vendor.procurement_approval',
          entityType: 'vendor',
          entityId: vendorId,
          before,
          after,
        });
        await recomputeVendorInvoices(tx, caller.orgId, vendorId);
      }
      return approvalOf(tx, caller.orgId, vendorId);
    });
    return c.json(answer, 200);
  });
