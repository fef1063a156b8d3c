import { DraftedEmailSchema, IdParamsSchema } from '@ap/domain/contract';
import { createRoute } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { vendors } from '../../db/schema';
import { unprocessable } from '../../http/api-error';
import { errorResponses, json, bearerSecurity as security } from '../../http/route-parts';
import { createRouter } from '../../http/router';
import { readOrganization } from '../../organization/ensure-organization';
import { toTaskView } from '../../tasks/task-view';
import { getInvoiceRow } from '../invoice-queries';
import { composeRequisitionerEmail, composeW9Request } from './compose-emails';
import { draftEmailTask } from './draft-email-task';

const w9Request = createRoute({
  method: 'post',
  path: '/api/invoices/{id}/w9-request',
  tags: ['Invoices'],
  security,
  summary:
    "Drafts an e-mail asking the invoice's vendor for a Form W-9 (a send_email task a person approves; 422 without a vendor contact)",
  request: { params: IdParamsSchema },
  responses: { 200: json(DraftedEmailSchema), ...errorResponses },
});

const requisitionerEmail = createRoute({
  method: 'post',
  path: '/api/invoices/{id}/requisitioner-email',
  tags: ['Invoices'],
  security,
  summary:
    "Drafts an e-mail to the invoice's requisitioner (a send_email task a person edits and approves; 422 without their e-mail)",
  request: { params: IdParamsSchema },
  responses: { 200: json(DraftedEmailSchema), ...errorResponses },
});

const answer = (
  result: { task: Parameters<typeof toTaskView>[0]; created: boolean },
  what: string,
) => ({
  task: toTaskView(result.task),
  created: result.created,
  message: result.created
    ? `${what} drafted: approve it in the tasks to send it`
    : `${what} is already drafted and awaits approval`,
});

/** The invoice dialog's Form W-9 and Requisitioner buttons: drafts a person approves. */
export const draftedEmailRoutes = (deps: AppDeps) =>
  createRouter()
    .openapi(w9Request, async (c) => {
      const { caller } = c.var;
      const result = await deps.db.transaction(async (tx) => {
        const invoice = await getInvoiceRow(tx, caller.orgId, c.req.valid('param').id);
        const [vendor] = invoice.vendorId
          ? await tx
              .select()
              .from(vendors)
              .where(and(eq(vendors.orgId, caller.orgId), eq(vendors.id, invoice.vendorId)))
          : [];
        if (!vendor) throw unprocessable('The invoice has no vendor to ask for a W-9');
        const contactEmail = vendor.contactEmail?.trim();
        if (!contactEmail) {
          throw unprocessable(
            `${vendor.name || 'The vendor'} has no contact e-mail address to ask for a W-9`,
          );
        }
        const org = await readOrganization(tx, caller.orgId);
        const parameters = composeW9Request({
          invoice,
          vendor: { ...vendor, contactEmail },
          organizationName: org.name,
        });
        return draftEmailTask(
          tx,
          caller,
          invoice,
          'w9_request',
          parameters,
          `Ask ${contactEmail} for a Form W-9`,
        );
      });
      return c.json(answer(result, 'The W-9 request'), 200);
    })
    .openapi(requisitionerEmail, async (c) => {
      const { caller } = c.var;
      const result = await deps.db.transaction(async (tx) => {
        const invoice = await getInvoiceRow(tx, caller.orgId, c.req.valid('param').id);
        const email = invoice.requisitionerContactEmail?.trim();
        if (!email) throw unprocessable("The invoice has no requisitioner's e-mail address");
        const [vendor] = invoice.vendorId
          ? await tx
              .select({ name: vendors.name })
              .from(vendors)
              .where(and(eq(vendors.orgId, caller.orgId), eq(vendors.id, invoice.vendorId)))
          : [];
        const org = await readOrganization(tx, caller.orgId);
        const parameters = composeRequisitionerEmail({
          invoice,
          vendorName: vendor?.name ?? null,
          requisitioner: { name: invoice.requisitionerContactName, email },
          organizationName: org.name,
        });
        return draftEmailTask(
          tx,
          caller,
          invoice,
          'requisitioner_email',
          parameters,
          `E-mail the requisitioner ${email}`,
        );
      });
      return c.json(answer(result, 'The e-mail to the requisitioner'), 200);
    });
