import { hasOrgRoleAtLeast } from '@ap/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import { recordMutation } from '../../../audit/record-mutation';
import { invoices } from '../../../db/schema';
import { workflowEvent } from '../../../workflow-runs/record-workflow-run';
import { defineAction } from '../action';
import { nameOf, recordRun } from '../context';

/** Releasing lets money move again: an Admin's, as approving a payment is. */
const RELEASE_MINIMUM_ROLE = 'Admin';

export const releasePayment = defineAction({
  name: 'release_payment',
  description: "Release the hold on the invoice's payment so it can be paid again.",
  schema: z.object({}).strict(),
  reads: "the invoice's hold",
  changes:
    "clears the invoice's payment hold, audited (the payment itself is still drafted and approved as usual)",
  governedBy: 'executing a payment stays protected; releasing needs an Admin',
  refuse: (ctx) =>
    hasOrgRoleAtLeast(ctx.caller.membership, RELEASE_MINIMUM_ROLE)
      ? undefined
      : `Only an ${RELEASE_MINIMUM_ROLE} or Owner can release a held payment; nothing was changed.`,
  run: async (ctx) => {
    const result = await recordRun(ctx, async (tx, events) => {
      const [released] = await tx
        .update(invoices)
        .set({ paymentHold: null, updatedAt: new Date() })
        .where(
          and(
            eq(invoices.orgId, ctx.caller.orgId),
            eq(invoices.id, ctx.invoice.id),
            isNotNull(invoices.paymentHold),
          ),
        )
        .returning({ id: invoices.id });
      if (!released) return { answer: `${nameOf(ctx.invoice)} is not on hold.` };
      await recordMutation(tx, ctx.caller, {
        action: 'invoice.release_payment',
        entityType: 'invoice',
        entityId: ctx.invoice.id,
        before: { payment_hold: ctx.invoice.paymentHold },
        after: { payment_hold: null },
      });
      const answer = `Released the hold on ${nameOf(ctx.invoice)}: it can be paid again.`;
      events.push(workflowEvent('draft_actions', 'completed', answer));
      return { answer, fields: { 'Payment Hold': 'released' } };
    });
    return result.answer;
  },
});
