import { normalizeApprovalChains } from '@ap/domain';
import {
  ApprovalChainsSettingsSchema,
  ApprovalChainsUpdateSchema,
  apiExtensionOperations,
  type ValidationIssue,
} from '@ap/domain/contract';
import { createRoute } from '@hono/zod-openapi';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { type Executor, recordMutation } from '../../audit/record-mutation';
import type { Caller } from '../../auth/caller';
import { vendors } from '../../db/schema';
import { ApiHttpError } from '../../http/api-error';
import { errorResponses, json, jsonBody, bearerSecurity as security } from '../../http/route-parts';
import { createRouter } from '../../http/router';
import { writeConfiguration } from '../configurations/configurations-store';
import { readApprovalChainsSettings } from './approval-chains-store';

const tags = ['Organization'];
const ops = apiExtensionOperations;
const answer = { 200: json(ApprovalChainsSettingsSchema), ...errorResponses };

const get = createRoute({
  method: 'get',
  path: ops.getApprovalChains.path,
  tags,
  security,
  summary: ops.getApprovalChains.summary,
  responses: answer,
});
const put = createRoute({
  method: 'put',
  path: ops.setApprovalChains.path,
  tags,
  security,
  summary: ops.setApprovalChains.summary,
  request: jsonBody(ApprovalChainsUpdateSchema),
  responses: answer,
});

type Chains = ReturnType<typeof normalizeApprovalChains>;

/** Every vendor a rule names must be one of the organisation's (400 otherwise, per rule). */
const unknownVendors = async (db: Executor, orgId: string, chains: Chains) => {
  const named = [...new Set(chains.rules.flatMap((rule) => rule.conditions.vendor_ids))];
  if (named.length === 0) return [];
  const found = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.orgId, orgId), inArray(vendors.id, named)));
  const known = new Set(found.map((row) => row.id));
  return chains.rules.flatMap((rule, index): ValidationIssue[] =>
    rule.conditions.vendor_ids
      .filter((id) => !known.has(id))
      .map((id) => ({
        path: `approval_chains.rules.${index}.conditions.vendor_ids`,
        message: `Rule "${rule.name}": vendor ${id} is not a vendor of this organisation.`,
      })),
  );
};

/** Stores the chains and their audit row (`settings.approval_chains`) in one transaction. */
const save = (deps: AppDeps, caller: Caller, chains: Chains) =>
  deps.db.transaction(async (tx) => {
    const issues = await unknownVendors(tx, caller.orgId, chains);
    if (issues.length > 0)
      throw new ApiHttpError(
        400,
        'validation_error',
        `Invalid request body. ${issues[0]?.message}`,
        {
          issues,
        },
      );
    const before = await readApprovalChainsSettings(tx, caller.orgId);
    await writeConfiguration(tx, caller.orgId, caller.userId, 'approval_chains', chains);
    await recordMutation(tx, caller, {
      action: 'settings.approval_chains',
      entityType: 'organization',
      entityId: caller.orgId,
      before: before.saved ? before.approval_chains : null,
      after: chains,
    });
    return readApprovalChainsSettings(tx, caller.orgId);
  });

/**
 * Beyond SPEC §7: the approval rules of the Configure Approval Chains drawer. Saved rules
 * route invoices from then on (chains already routed keep their steps until a change of
 * amount, currency, vendor, requisitioner or coding routes them again).
 */
export const approvalChainRoutes = (deps: AppDeps) =>
  createRouter()
    .openapi(get, async (c) =>
      c.json(await readApprovalChainsSettings(deps.db, c.var.caller.orgId), 200),
    )
    .openapi(put, async (c) => {
      const chains = normalizeApprovalChains(c.req.valid('json').approval_chains);
      return c.json(await save(deps, c.var.caller, chains), 200);
    });
