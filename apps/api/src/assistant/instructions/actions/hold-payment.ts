import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { recordMutation } from '../../../audit/record-mutation';
import { invoices } from '../../../db/schema';
import { workflowEvent } from '../../../workflow-runs/record-workflow-run';
import { defineAction } from '../action';
import { nameOf, recordRun } from '../context';

/**
 * Holding only stops money, so anyone of the organisation may hold, at once: no protected
 * action governs it. It is audited and says who held it and why.
 */
export const holdPayment = defineAction({
  name: 'hold_payment',
  description:
    "Put the invoice's payment on hold: it cannot be paid until released. `reason` is why, in the clerk's words.",
  schema: z.object({ reason: z.string().trim().min(1).max(500).optional() }).strict(),
  reads: 'the invoice',
  changes: "sets the invoice's payment hold (who, why, when), audited",
  governedBy: 'none: a hold only stops money; releasing it needs an Admin',
  run: async (ctx, { reason }) => {
    const hold = {
      held_by: ctx.caller.email,
      reason: reason ?? null,
      held_at: new Date().toISOString(),
    };
    const result = await recordRun(ctx, async (tx, events) => {
      const [held] = await tx
        .update(invoices)
        .set({ paymentHold: hold, updatedAt: new Date() })
        .where(
          and(
            eq(invoices.orgId, ctx.caller.orgId),
            eq(invoices.id, ctx.invoice.id),
            isNull(invoices.paymentHold),
          ),
        )
        .returning({ id: invoices.id });
      if (!held) {
        const by = ctx.invoice.paymentHold?.held_by ?? 'someone';
        return { answer: `${nameOf(ctx.invoice)} is already on hold (held by ${by}).` };
      }
      await recordMutation(tx, ctx.caller, {
        action: 'invoice.hold_payment',
        entityType: 'invoice',
        entityId: ctx.invoice.id,
        before: { payment_hold: null },
        after: { payment_hold: hold },
      });
      const answer = `Put the payment of ${nameOf(ctx.invoice)} on hold${reason ? ` (${reason})` : ''}. It cannot be paid until released.`;
      events.push(workflowEvent('draft_actions', 'completed', answer));
      return { answer, fields: { 'Payment Hold': `held by ${ctx.caller.email}` } };
    });
    return result.answer;
  },
});
