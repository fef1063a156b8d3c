import {
  apiExtensionOperations,
  CheckOverrideWithReasonSchema,
  IdParamsSchema,
  InvoiceSchema,
} from '@ap/domain/contract';
import { createRoute } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../app-env';
import { recordMutation } from '../audit/record-mutation';
import { invoices } from '../db/schema';
import { conflict, notFound } from '../http/api-error';
import { errorResponses, json, jsonBody, bearerSecurity as security } from '../http/route-parts';
import { createRouter } from '../http/router';
import { getInvoice, getInvoiceRow } from '../invoices/invoice-queries';
import { recomputeInvoices } from './recompute-checks';

const op = apiExtensionOperations.overrideCheckWithReason;
const route = createRoute({
  method: 'post',
  path: op.path,
  tags: ['Invoices'],
  security,
  summary: op.summary,
  request: { params: IdParamsSchema, ...jsonBody(CheckOverrideWithReasonSchema) },
  responses: { 200: json(InvoiceSchema), ...errorResponses },
});

const nameOf = (caller: { firstName: string | null; lastName: string | null; email: string }) =>
  [caller.firstName, caller.lastName].filter(Boolean).join(' ') || caller.email;

/**
 * An Admin overrides a failed check with a reason (audited as `invoice.check_override`). The
 * override holds while the check keeps failing for the same reason (resolveOverride); a new
 * red signal needs a new override.
 */
export const overrideCheckRoutes = (deps: AppDeps) =>
  createRouter().openapi(route, async (c) => {
    const { caller } = c.var;
    const { id } = c.req.valid('param');
    const { check: name, reason } = c.req.valid('json');
    await deps.db.transaction(async (tx) => {
      const before = await getInvoiceRow(tx, caller.orgId, id);
      const check = before.checks.find((candidate) => candidate.name === name);
      if (!check) throw notFound(`Check ${name}`);
      if (check.status !== 'failed') throw conflict(`Check ${name} is not failing`);
      const overridden = {
        ...check,
        overridden: true,
        overridden_by: nameOf(caller),
        override_reason: reason.trim(),
      };
      const checks = before.checks.map((candidate) =>
        candidate.name === name ? overridden : candidate,
      );
      await tx
        .update(invoices)
        .set({ checks, updatedAt: new Date() })
        .where(and(eq(invoices.orgId, caller.orgId), eq(invoices.id, id)));
      await recordMutation(tx, caller, {
        action: 'invoice.check_override',
        entityType: 'invoice',
        entityId: id,
        before: check,
        after: overridden,
      });
      // payment_readiness follows the override.
      await recomputeInvoices(tx, caller.orgId, [id]);
    });
    return c.json(await getInvoice(deps.db, caller.orgId, id), 200);
  });
