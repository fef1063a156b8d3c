import { centsToAmount } from '@ap/domain';
import type { WorkflowEvent } from '@ap/domain/contract';
import { and, eq } from 'drizzle-orm';
import type { Actor, Executor } from '../../audit/record-mutation';
import { invoices } from '../../db/schema';
import type { InvoiceRow } from '../../invoices/invoice-view';
import { recordWorkflowRun, workflowEvent } from '../../workflow-runs/record-workflow-run';
import { checkEvents } from '../review/review-invoice';

/** Invoice columns a save can change, with the labels runs use (SPEC §3 fields_changed). */
const FIELDS: [keyof InvoiceRow, string, (value: unknown) => string][] = [
  ['invoiceNumber', 'Invoice Number', String],
  ['vendorId', 'Invoice Vendor Id', String],
  ['issueDate', 'Issue Date', String],
  ['dueDate', 'Due Date', String],
  ['paymentSendDate', 'Payment Send Date', String],
  ['amountCents', 'Amount', (cents) => String(centsToAmount(cents as number))],
  ['currency', 'Currency', String],
  ['status', 'Invoice Status', String],
  ['paymentTerms', 'Payment Terms', String],
  ['requisitionerContactName', 'Requisitioner Contact Name', String],
  ['requisitionerContactEmail', 'Requisitioner Contact Email', String],
  ['requisitionerCompanyName', 'Requisitioner Company Name', String],
  ['requisitionerCompanyOfficeAddress', 'Requisitioner Company Office Address', String],
];

/**
 * The invoice_edited run of a save: which fields changed (and overrides given), then the
 * checks as they stand after it, in the save's transaction.
 */
export const recordInvoiceEditedRun = async (
  tx: Executor,
  actor: Actor & { name: string },
  before: InvoiceRow,
  itemsChanged: boolean,
): Promise<void> => {
  const started = new Date();
  const [after] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orgId, before.orgId), eq(invoices.id, before.id)));
  if (!after) return;
  const fieldsChanged: Record<string, string> = {};
  const events: WorkflowEvent[] = [];
  for (const [column, label, show] of FIELDS) {
    const was = before[column];
    const now = after[column];
    if (was === now) continue;
    const shown = now === null || now === undefined ? '' : show(now);
    fieldsChanged[label] = shown;
    events.push(workflowEvent('edit_invoice', 'other', `Set ${label}: ${shown || '(empty)'}`));
  }
  if (itemsChanged) {
    fieldsChanged['Line Items'] = 'edited';
    events.push(workflowEvent('edit_invoice', 'other', 'Line items edited'));
  }
  for (const check of after.checks) {
    const was = before.checks.find((candidate) => candidate.name === check.name);
    if (check.overridden && !was?.overridden)
      events.push(
        workflowEvent(
          'edit_invoice',
          'warning',
          `${check.name} overridden by ${check.overridden_by ?? actor.name}: ${check.reason ?? ''}`,
        ),
      );
  }
  events.push(...checkEvents(after.checks));
  const labels = Object.keys(fieldsChanged).filter((label) => label !== 'Invoice Vendor Id');
  await recordWorkflowRun(tx, {
    orgId: before.orgId,
    invoiceId: before.id,
    threadId: after.threadId,
    trigger: 'invoice_edited',
    summary: `${actor.name} edited the invoice${labels.length ? ` (${labels.join(', ')})` : ''}; checks re-ran.`,
    events: [workflowEvent('edit_invoice', 'other', `Edited by ${actor.name}`), ...events],
    outcomes: { fields_changed: fieldsChanged, checks: after.checks },
    startedAt: started,
  });
};
