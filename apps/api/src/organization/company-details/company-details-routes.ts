import { normalizeCompanyDetails } from '@ap/domain';
import {
  apiExtensionOperations,
  CompanyDetailsSettingsSchema,
  CompanyDetailsUpdateSchema,
} from '@ap/domain/contract';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../app-env';
import { recordMutation } from '../../audit/record-mutation';
import { type CheckWriter, recomputeOpenInvoices } from '../../checks/recompute-checks';
import { errorResponses, json, jsonBody, bearerSecurity as security } from '../../http/route-parts';
import { createRouter } from '../../http/router';
import { readStoredValue, writeConfiguration } from '../configurations/configurations-store';
import { readCompanyDetailsSettings } from './company-details-store';

const tags = ['Organization'];
const ops = apiExtensionOperations;
const answer = { 200: json(CompanyDetailsSettingsSchema), ...errorResponses };

const get = createRoute({
  method: 'get',
  path: ops.getCompanyDetails.path,
  tags,
  security,
  summary: ops.getCompanyDetails.summary,
  responses: answer,
});
const put = createRoute({
  method: 'put',
  path: ops.setCompanyDetails.path,
  tags,
  security,
  summary: ops.setCompanyDetails.summary,
  request: jsonBody(CompanyDetailsUpdateSchema),
  responses: answer,
});

/**
 * Beyond SPEC §2: the Edit Company Details drawer. A save is audited
 * (`settings.company_details`) and re-checks open invoices at once, since 'Addressed to Us'
 * follows the names; invoices read later are extracted with them.
 */
export const companyDetailsRoutes = (deps: AppDeps) =>
  createRouter()
    .openapi(get, async (c) =>
      c.json(await readCompanyDetailsSettings(deps.db, c.var.caller.orgId), 200),
    )
    .openapi(put, async (c) => {
      const { caller } = c.var;
      const details = normalizeCompanyDetails(c.req.valid('json').company_details);
      const settings = await deps.db.transaction(async (tx) => {
        const before = await readStoredValue(tx, caller.orgId, 'company_details');
        await writeConfiguration(tx, caller.orgId, caller.userId, 'company_details', details);
        await recordMutation(tx, caller, {
          action: 'settings.company_details',
          entityType: 'organization',
          entityId: caller.orgId,
          before: before ?? null,
          after: details,
        });
        await recomputeOpenInvoices(tx as CheckWriter, caller.orgId);
        return readCompanyDetailsSettings(tx, caller.orgId);
      });
      return c.json(settings, 200);
    });
