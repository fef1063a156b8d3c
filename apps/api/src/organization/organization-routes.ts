import { canChangeMailboxPermission } from '@ap/domain';
import {
  DualControlUpdateSchema,
  OrganizationSettingsSchema,
  PaymentProtectionUpdateSchema,
  ReadOnlyModeUpdateSchema,
} from '@ap/domain/contract';
import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../app-env';
import { recordMutation } from '../audit/record-mutation';
import { organizations } from '../db/schema';
import { conflict } from '../http/api-error';
import { errorResponses, json, jsonBody, bearerSecurity as security } from '../http/route-parts';
import { createRouter } from '../http/router';
import { findConnection } from '../integrations/connections';
import { readOrganization } from './ensure-organization';

const tags = ['Organization'];

const get = createRoute({
  method: 'get',
  path: '/api/organization/settings', // also answers .../settings/

  tags,
  security,
  summary: 'Organisation settings',
  responses: { 200: json(OrganizationSettingsSchema), ...errorResponses },
});
const readOnly = createRoute({
  method: 'put',
  path: '/api/organization/settings/read-only-mode',
  tags,
  security,
  summary: 'Mailbox permission level; changes only while no mailbox is connected',
  request: jsonBody(ReadOnlyModeUpdateSchema),
  responses: { 200: json(OrganizationSettingsSchema), ...errorResponses },
});
const paymentProtection = createRoute({
  method: 'put',
  path: '/api/organization/settings/payment-protection',
  tags,
  security,
  summary: "Whether 'executing a payment' is a protected action (needs an approved task)",
  request: jsonBody(PaymentProtectionUpdateSchema),
  responses: { 200: json(OrganizationSettingsSchema), ...errorResponses },
});

const dualControl = createRoute({
  method: 'put',
  path: '/api/organization/settings/dual-control',
  tags,
  security,
  summary: 'Dual control: the requester or last changer of a payment cannot approve it',
  request: jsonBody(DualControlUpdateSchema),
  responses: { 200: json(OrganizationSettingsSchema), ...errorResponses },
});

type OrgRow = Awaited<ReturnType<typeof readOrganization>>;
const toSettings = (org: OrgRow) => ({
  read_only_mode: org.readOnlyMode,
  payment_execution_protected: org.paymentExecutionProtected,
  dual_control: org.dualControl,
});

export const organizationRoutes = (deps: AppDeps) =>
  createRouter()
    .openapi(get, async (c) =>
      c.json(toSettings(await readOrganization(deps.db, c.var.caller.orgId)), 200),
    )
    .openapi(readOnly, async (c) => {
      const { caller } = c.var;
      const { read_only_mode } = c.req.valid('json');
      const before = await readOrganization(deps.db, caller.orgId);
      if (before.readOnlyMode === read_only_mode) return c.json(toSettings(before), 200);
      const mailboxConnected = Boolean(await findConnection(deps.db, caller.orgId, 'gmail'));
      if (!canChangeMailboxPermission(mailboxConnected)) {
        throw conflict(
          'The mailbox permission level can only change while no mailbox is connected: unlink it first',
        );
      }
      const after = await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .update(organizations)
          .set({ readOnlyMode: read_only_mode })
          .where(eq(organizations.id, caller.orgId))
          .returning();
        await recordMutation(tx, caller, {
          action: 'settings.read_only_mode',
          entityType: 'organization',
          entityId: caller.orgId,
          before: toSettings(before),
          after: { read_only_mode },
        });
        return row ?? before;
      });
      return c.json(toSettings(after), 200);
    })
    .openapi(paymentProtection, async (c) => {
      const { caller } = c.var;
      const { payment_execution_protected } = c.req.valid('json');
      const after = await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .update(organizations)
          .set({ paymentExecutionProtected: payment_execution_protected })
          .where(eq(organizations.id, caller.orgId))
          .returning();
        await recordMutation(tx, caller, {
          action: 'settings.payment_protection',
          entityType: 'organization',
          entityId: caller.orgId,
          after: { payment_execution_protected },
        });
        if (!row) throw new Error('organisation row missing');
        return row;
      });
      return c.json(toSettings(after), 200);
    })
    .openapi(dualControl, async (c) => {
      const { caller } = c.var;
      const { dual_control } = c.req.valid('json');
      const after = await deps.db.transaction(async (tx) => {
        const before = await readOrganization(tx, caller.orgId);
        const [row] = await tx
          .update(organizations)
          .set({ dualControl: dual_control })
          .where(eq(organizations.id, caller.orgId))
          .returning();
        await recordMutation(tx, caller, {
          action: 'settings.dual_control',
          entityType: 'organization',
          entityId: caller.orgId,
          before: { dual_control: before.dualControl },
          after: { dual_control },
        });
        if (!row) throw new Error('organisation row missing');
        return row;
      });
      return c.json(toSettings(after), 200);
    });
