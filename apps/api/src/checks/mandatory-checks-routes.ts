import { apiExtensionOperations } from '@ap/domain/contract';
import { createRoute } from '@hono/zod-openapi';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-env';
import { recordMutation } from '../audit/record-mutation';
import { invoices, organizations } from '../db/schema';
import { errorResponses, json, jsonBody, bearerSecurity as security } from '../http/route-parts';
import { createRouter } from '../http/router';
import { readOrganization } from '../organization/ensure-organization';
import { mandatoryChecksConfigOf, toMandatoryChecksValues } from './mandatory-checks-config';
import { recomputeInvoices } from './recompute-checks';

const { getMandatoryChecks, setMandatoryChecks } = apiExtensionOperations;
const tags = ['Organization'];

const get = createRoute({
  method: 'get',
  path: getMandatoryChecks.path,
  tags,
  security,
  summary: getMandatoryChecks.summary,
  responses: { 200: json(getMandatoryChecks.response), ...errorResponses },
});

const put = createRoute({
  method: 'put',
  path: setMandatoryChecks.path,
  tags,
  security,
  summary: setMandatoryChecks.summary,
  request: jsonBody(setMandatoryChecks.body),
  responses: { 200: json(setMandatoryChecks.response), ...errorResponses },
});

/** GET/PUT the mandatory-checks configuration; a change recomputes every open checked invoice. */
export const mandatoryChecksRoutes = (deps: AppDeps) =>
  createRouter()
    .openapi(get, async (c) => {
      const org = await readOrganization(deps.db, c.var.caller.orgId);
      const values = toMandatoryChecksValues(mandatoryChecksConfigOf(org.mandatoryChecks));
      return c.json({ mandatory_checks: values, invoices_rechecked: 0 }, 200);
    })
    .openapi(put, async (c) => {
      const { caller } = c.var;
      const values = toMandatoryChecksValues(
        mandatoryChecksConfigOf(c.req.valid('json').mandatory_checks),
      );
      const rechecked = await deps.db.transaction(async (tx) => {
        await tx
          .update(organizations)
          .set({ mandatoryChecks: values })
          .where(eq(organizations.id, caller.orgId));
        await recordMutation(tx, caller, {
          action: 'settings.mandatory_checks',
          entityType: 'organization',
          entityId: caller.orgId,
          after: values,
        });
        const open = await tx
          .select({ id: invoices.id })
          .from(invoices)
          .where(
            and(
              eq(invoices.orgId, caller.orgId),
              ne(sql`lower(${invoices.status})`, 'paid'),
              sql`jsonb_array_length(${invoices.checks}) > 0`,
            ),
          );
        return recomputeInvoices(
          tx,
          caller.orgId,
          open.map((row) => row.id),
        );
      });
      return c.json({ mandatory_checks: values, invoices_rechecked: rechecked.length }, 200);
    });
