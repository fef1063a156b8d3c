import { apiExtensionOperations } from '@ap/domain/contract';
import { createRoute } from '@hono/zod-openapi';
import { desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../app-env';
import { intakeMessages } from '../db/schema';
import { errorResponses, json, bearerSecurity as security } from '../http/route-parts';
import { createRouter } from '../http/router';

const LIMIT = 200;
const operation = apiExtensionOperations.listIntakeMessages;

const list = createRoute({
  method: 'get',
  path: operation.path,
  tags: ['Mailbox (Gmail)'],
  security,
  summary: operation.summary,
  responses: { 200: json(operation.response), ...errorResponses },
});

/** The product's own record of the mail it read: what became invoices, what was skipped and why. */
export const intakeMessageRoutes = (deps: AppDeps) =>
  createRouter().openapi(list, async (c) => {
    const rows = await deps.db
      .select()
      .from(intakeMessages)
      .where(eq(intakeMessages.orgId, c.var.caller.orgId))
      .orderBy(desc(intakeMessages.processedAt))
      .limit(LIMIT);
    return c.json(
      rows.map((row) => ({
        gmail_message_id: row.gmailMessageId,
        outcome: row.outcome,
        reason: row.reason,
        sender: row.sender,
        subject: row.subject,
        invoice_ids: row.invoiceIds,
        skipped: row.skipped,
        sender_authentication: row.senderAuthentication ?? null,
        warnings: row.warnings,
        processed_at: row.processedAt.toISOString(),
      })),
      200,
    );
  });
