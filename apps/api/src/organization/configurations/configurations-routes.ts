import {
  normalizeSavedMandatoryChecks,
  normalizeSavedProtectedActions,
  normalizeVendorSubsetSettings,
  parseProtectedActionsConfig,
  paymentExecutionProtected,
} from '@ap/domain';
import {
  apiExtensionOperations,
  MandatoryChecksUpdateSchema,
  OrganizationConfigurationsSchema,
  ProtectedActionsUpdateSchema,
  VendorSubsetUpdateSchema,
} from '@ap/domain/contract';
import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-env';
import { type Executor, recordMutation } from '../../audit/record-mutation';
import type { Caller } from '../../auth/caller';
import { type CheckWriter, recomputeOpenInvoices } from '../../checks/recompute-checks';
import { type ConfigurationKind, organizations } from '../../db/schema';
import { errorResponses, json, jsonBody, bearerSecurity as security } from '../../http/route-parts';
import { createRouter } from '../../http/router';
import { readOrganization } from '../ensure-organization';
import { readConfigurations, readStoredValue, writeConfiguration } from './configurations-store';

const tags = ['Organization'];
const ops = apiExtensionOperations;
const answer = { 200: json(OrganizationConfigurationsSchema), ...errorResponses };

const get = createRoute({
  method: 'get',
  path: ops.getOrganizationConfigurations.path,
  tags,
  security,
  summary: ops.getOrganizationConfigurations.summary,
  responses: answer,
});
const put = <T extends z.ZodType>(op: { path: string; summary: string }, body: T) =>
  createRoute({
    method: 'put',
    path: op.path,
    tags,
    security,
    summary: op.summary,
    request: jsonBody(body),
    responses: answer,
  });
const mandatoryChecks = put(ops.setMandatoryChecks, MandatoryChecksUpdateSchema);
const protectedActions = put(ops.setProtectedActions, ProtectedActionsUpdateSchema);
const vendorSubset = put(ops.setVendorSubset, VendorSubsetUpdateSchema);

/** Stores one configuration and its audit row in one transaction; `also` runs inside it. */
const save = async (
  deps: AppDeps,
  caller: Caller,
  kind: ConfigurationKind,
  value: unknown,
  also?: (tx: Executor) => Promise<void>,
) =>
  deps.db.transaction(async (tx) => {
    const before = await readStoredValue(tx, caller.orgId, kind);
    await writeConfiguration(tx, caller.orgId, caller.userId, kind, value);
    await also?.(tx);
    await recordMutation(tx, caller, {
      action: `settings.${kind}`,
      entityType: 'organization',
      entityId: caller.orgId,
      before: before ?? null,
      after: value,
    });
    return readConfigurations(tx, await readOrganization(tx, caller.orgId));
  });

/**
 * Beyond SPEC §7: the mandatory checks, protected actions and vendor subset of the settings
 * page, per organisation. Values are merged onto today's defaults before they are stored.
 */
export const organizationConfigurationRoutes = (deps: AppDeps) =>
  createRouter()
    .openapi(get, async (c) =>
      c.json(
        await readConfigurations(deps.db, await readOrganization(deps.db, c.var.caller.orgId)),
        200,
      ),
    )
    .openapi(mandatoryChecks, async (c) => {
      const value = normalizeSavedMandatoryChecks(c.req.valid('json').mandatory_checks);
      // The checks of open invoices follow the new configuration at once.
      const recheck = async (tx: Executor) => {
        await recomputeOpenInvoices(tx as CheckWriter, c.var.caller.orgId);
      };
      return c.json(await save(deps, c.var.caller, 'mandatory_checks', value, recheck), 200);
    })
    .openapi(protectedActions, async (c) => {
      const { caller } = c.var;
      const value = normalizeSavedProtectedActions(c.req.valid('json').protected_actions);
      // The assistant enforces the choice: paying follows 'Executing a Payment'.
      const paymentProtected = paymentExecutionProtected(parseProtectedActionsConfig(value));
      const setPaymentProtection = async (tx: Executor) => {
        await tx
          .update(organizations)
          .set({ paymentExecutionProtected: paymentProtected })
          .where(eq(organizations.id, caller.orgId));
      };
      return c.json(
        await save(deps, caller, 'protected_actions', value, setPaymentProtection),
        200,
      );
    })
    .openapi(vendorSubset, async (c) => {
      const value = normalizeVendorSubsetSettings(c.req.valid('json').vendor_subset);
      return c.json(await save(deps, c.var.caller, 'vendor_subset', value), 200);
    });
