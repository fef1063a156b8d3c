import {
  PayInvoiceParametersSchema,
  SendEmailParametersSchema,
  UpdateVendorParametersSchema,
} from '@ap/domain/contract';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../app-env';
import { queueReviews } from '../assistant/review/review-queue';
import { invoiceThreadReference } from '../assistant/sending/thread-reference';
import { type Actor, recordMutation } from '../audit/record-mutation';
import { recomputeVendorInvoices } from '../checks/recompute-checks';
import { invoices, vendors } from '../db/schema';
import { ApiHttpError } from '../http/api-error';
import { findConnection } from '../integrations/connections';
import { withGmailAccess } from '../integrations/gmail/gmail-access';
import type { InvoiceRow } from '../invoices/invoice-view';
import { assertPayable } from '../invoices/payability';
import { queuePayment } from '../invoices/queue-payment';
import { readOrganization } from '../organization/ensure-organization';
import { bindingChange, findInvoiceVendor } from '../payments/payment-binding';
import { announceQueuedPayment } from '../payments/payment-queue';
import { recordBankChange } from '../vendors/bank-changes';
import type { TaskRow } from './task-view';
import { vendorChanges } from './vendor-changes';

/** Why a task could not run; recorded as the task's error_message. */
export class TaskExecutionError extends Error {}

/** The invoice or its payee changed after the payment was drafted: nothing was paid. */
export class PaymentChangedError extends TaskExecutionError {
  constructor(
    message: string,
    readonly invoice: InvoiceRow,
  ) {
    super(message);
  }
}

/**
 * Sends a send_email task from the connected mailbox. A task drafted for an invoice read from
 * mail goes into the same Gmail thread (threadId, In-Reply-To and References of the messages
 * read there). The Message-ID is fixed per task, so a send retried after a crash is the same
 * message to every mailbox that deduplicates by it.
 */
const sendEmail = async (deps: AppDeps, caller: Actor, task: TaskRow) => {
  const email = SendEmailParametersSchema.parse(task.parameters);
  const org = await readOrganization(deps.db, caller.orgId);
  if (org.readOnlyMode) {
    throw new TaskExecutionError(
      'The mailbox is connected read-only (read_only_mode is on): sending e-mail needs full access',
    );
  }
  const mailbox = await findConnection(deps.db, caller.orgId, 'gmail');
  if (!mailbox) throw new TaskExecutionError('No mailbox is connected to send from');
  if (email.to.length === 0) throw new TaskExecutionError('The e-mail has no recipient');
  const thread = task.invoiceId
    ? await invoiceThreadReference(deps.db, caller.orgId, task.invoiceId)
    : undefined;
  const domain = mailbox.externalId.split('@')[1] || 'ap.invalid';
  await withGmailAccess(deps, mailbox, (access) =>
    deps.gmail.sendMessage(access, {
      from: mailbox.externalId,
      ...email,
      messageId: `task-${task.id}@${domain}`,
      ...(thread
        ? {
            threadId: thread.gmailThreadId,
            ...(thread.inReplyTo ? { inReplyTo: thread.inReplyTo } : {}),
            references: thread.references,
          }
        : {}),
    }),
  );
};

const updateVendor = async (deps: AppDeps, caller: Actor, task: TaskRow) => {
  const parameters = UpdateVendorParametersSchema.parse(task.parameters);
  const reviewed = await deps.db.transaction(async (tx) => {
    const where = and(eq(vendors.orgId, caller.orgId), eq(vendors.id, parameters.vendor_id));
    const [before] = await tx.select().from(vendors).where(where);
    if (!before) throw new TaskExecutionError(`Vendor ${parameters.vendor_id} not found`);
    const [after] = await tx
      .update(vendors)
      .set({
        // Bank details drafted by the assistant are shown masked; their real values are sealed.
        ...vendorChanges({ ...(parameters.changes ?? {}), ...(task.sealedChanges ?? {}) }),
        updatedAt: new Date(),
      })
      .where(where)
      .returning();
    await recordMutation(tx, caller, {
      action: 'vendor.update',
      entityType: 'vendor',
      entityId: before.id,
      before,
      after,
    });
    if (after) await recordBankChange(tx, caller.email, before, after);
    return recomputeVendorInvoices(tx, caller.orgId, before.id); // checks stage
  });
  // The assistant looks again at invoices whose checks moved (e.g. now Ready to Pay).
  await queueReviews(deps.jobs, caller.orgId, reviewed, 'vendor_replied');
};

/**
 * Pays only what was approved: with the invoice row locked, the amount, currency, vendor and
 * the vendor's bank details must still be those the task was drafted with, and the invoice
 * must still be payable (the rules of @ap/domain).
 */
const payInvoice = async (deps: AppDeps, caller: Actor, task: TaskRow) => {
  const parameters = PayInvoiceParametersSchema.parse(task.parameters);
  const invoiceId = task.invoiceId ?? parameters.invoice_id;
  if (!invoiceId) throw new TaskExecutionError('The task names no invoice to pay');
  const queued = await deps.db.transaction(async (tx) => {
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.orgId, caller.orgId), eq(invoices.id, invoiceId)))
      .for('update');
    if (!invoice) throw new TaskExecutionError('The invoice to pay no longer exists');
    const change = bindingChange(task, invoice, await findInvoiceVendor(tx, invoice));
    if (change) {
      throw new PaymentChangedError(
        `Payment refused: ${change} since this payment was drafted. Nothing was paid.`,
        invoice,
      );
    }
    try {
      assertPayable(invoice);
    } catch (err) {
      if (err instanceof ApiHttpError) throw new TaskExecutionError(err.message);
      throw err;
    }
    return queuePayment(tx, caller, invoice);
  });
  // Sent by the worker (payments/submit-payment); the poll sends it should this send be lost.
  if (queued.created) await announceQueuedPayment(deps, queued.payment.id);
};

/** Runs an approved task; throws TaskExecutionError (or a 502 ApiHttpError) on failure. */
export const executeTask = async (deps: AppDeps, caller: Actor, task: TaskRow): Promise<void> => {
  if (task.taskType === 'send_email') return sendEmail(deps, caller, task);
  if (task.taskType === 'update_vendor') return updateVendor(deps, caller, task);
  return payInvoice(deps, caller, task);
};
