import { hasOrgRoleAtLeast } from '@ap/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { recordMutation } from '../../../audit/record-mutation';
import { recordRefusal } from '../../../audit/record-refusal';
import { invoices, tasks } from '../../../db/schema';
import { findLivePayment } from '../../../invoices/queue-payment';
import { workflowEvent } from '../../../workflow-runs/record-workflow-run';
import { defineAction } from '../action';
import { answerOnly, nameOf, recordRun } from '../context';

/** The role that may mark an invoice paid outside the product (as approving a payment). */
const MARK_PAID_MINIMUM_ROLE = 'Admin';

export const markPaidOutside = defineAction({
  name: 'mark_paid_outside',
  description:
    'Mark the invoice as paid outside the product (by check, card or wire elsewhere); pending payment tasks are cancelled.',
  schema: z.object({}).strict(),
  reads: 'the invoice and its live payments',
  changes: 'sets the status to paid (audited) and cancels its pending pay_invoice tasks',
  governedBy: 'executing a payment: an Admin or Owner only',
  refuse: async (ctx) => {
    if (hasOrgRoleAtLeast(ctx.caller.membership, MARK_PAID_MINIMUM_ROLE)) return undefined;
    const refusal = `Only an ${MARK_PAID_MINIMUM_ROLE} or Owner can mark an invoice as paid outside the product; nothing was changed.`;
    await recordRefusal(ctx.deps.db, ctx.caller, {
      action: 'invoice.mark_paid_outside',
      entityType: 'invoice',
      entityId: ctx.invoice.id,
      reason: refusal,
    });
    await answerOnly(ctx, refusal, workflowEvent('mark_paid', 'warning', refusal));
    return refusal;
  },
  run: async (ctx) => {
    const result = await recordRun(ctx, async (tx, events) => {
      const [invoice] = await tx
        .select()
        .from(invoices)
        .where(and(eq(invoices.orgId, ctx.caller.orgId), eq(invoices.id, ctx.invoice.id)))
        .for('update');
      if (!invoice) return { answer: 'The invoice no longer exists.' };
      if (invoice.status.toLowerCase() === 'paid')
        return { answer: `${nameOf(invoice)} is already paid.` };
      if (await findLivePayment(tx, invoice.id)) {
        const answer = `A payment of ${nameOf(invoice)} is under way in the product; it cannot also be marked as paid outside it.`;
        events.push(workflowEvent('mark_paid', 'warning', answer));
        return { answer };
      }
      const [after] = await tx
        .update(invoices)
        .set({ status: 'paid', updatedAt: new Date() })
        .where(and(eq(invoices.orgId, ctx.caller.orgId), eq(invoices.id, invoice.id)))
        .returning();
      await recordMutation(tx, ctx.caller, {
        action: 'invoice.mark_paid_outside',
        entityType: 'invoice',
        entityId: invoice.id,
        before: { status: invoice.status },
        after: { status: after?.status, paid_outside_product: true },
      });
      // The product will not pay it too: pending payment approvals are cancelled.
      const cancelled = await tx
        .update(tasks)
        .set({ status: 'cancelled' })
        .where(
          and(
            eq(tasks.orgId, ctx.caller.orgId),
            eq(tasks.invoiceId, invoice.id),
            eq(tasks.taskType, 'pay_invoice'),
            eq(tasks.status, 'pending'),
          ),
        )
        .returning({ id: tasks.id });
      events.push(
        workflowEvent(
          'mark_paid',
          'completed',
          `Marked ${nameOf(invoice)} as paid outside the product by ${ctx.caller.email}`,
        ),
      );
      const extra = cancelled.length
        ? ` Cancelled ${cancelled.length} pending pay_invoice task${cancelled.length > 1 ? 's' : ''}.`
        : '';
      return {
        answer: `Marked ${nameOf(invoice)} as paid outside the product.${extra}`,
        fields: { 'Invoice Status': 'paid' },
      };
    });
    return result.answer;
  },
});
