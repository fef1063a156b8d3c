import { formatShortDate } from '@ap/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { recordMutation } from '../../../audit/record-mutation';
import { invoices } from '../../../db/schema';
import { isPayable } from '../../../invoices/payability';
import { findLivePayment } from '../../../invoices/queue-payment';
import { findInvoiceVendor } from '../../../payments/payment-binding';
import { readProtections } from '../../drafting/protections';
import { payDraft } from '../../review/review-invoice';
import { defineAction } from '../action';
import { type Context, nameOf } from '../context';
import { draftAndAnswer, messageKey } from '../draft-and-answer';
import { resolveDate } from '../grammar/slots/dates';
import { failingReasons } from './explain-status';

export const dateOf = (ctx: Context, phrase: string) =>
  resolveDate(phrase, { today: ctx.today, dueDate: ctx.invoice.dueDate });

export const schedulePayment = defineAction({
  name: 'schedule_payment',
  description:
    "Set the invoice's payment date and draft its payment for that day. `date` is YYYY-MM-DD or the clerk's words ('next Friday', 'end of the month', 'on the due date', 'in 10 days').",
  schema: z.object({ date: z.string().trim().min(1).max(100) }).strict(),
  reads: "the invoice's checks, hold, due date and live payments",
  changes: 'sets the payment date (audited); drafts a pay_invoice task for that day',
  governedBy: 'executing a payment: a dated payment always waits for a person',
  refuse: (ctx, { date }) =>
    dateOf(ctx, date) ? undefined : `I could not read '${date}' as a date; nothing was changed.`,
  run: async (ctx, args) => {
    const date = dateOf(ctx, args.date) as string;
    const shown = formatShortDate(date) ?? date;
    return draftAndAnswer(ctx, async (tx) => {
      const [invoice] = await tx
        .update(invoices)
        .set({ paymentSendDate: date, updatedAt: new Date() })
        .where(and(eq(invoices.orgId, ctx.caller.orgId), eq(invoices.id, ctx.invoice.id)))
        .returning();
      if (!invoice) return { refuse: 'The invoice no longer exists.' };
      await recordMutation(tx, ctx.caller, {
        action: 'invoice.schedule_payment',
        entityType: 'invoice',
        entityId: invoice.id,
        before: { payment_send_date: ctx.invoice.paymentSendDate },
        after: { payment_send_date: date },
      });
      if (invoice.paymentHold)
        return {
          refuse: `Payment date of ${nameOf(invoice)} set to ${shown}. Its payment is on hold (held by ${invoice.paymentHold.held_by}); I will not draft the payment until it is released.`,
        };
      if (!isPayable(invoice)) {
        const reasons = failingReasons(invoice);
        return {
          refuse: `Payment date of ${nameOf(invoice)} set to ${shown}. It is not ready to pay yet${
            reasons.length ? `: ${reasons.join('; ')}` : ''
          }; I will not draft the payment until it is.`,
        };
      }
      if (await findLivePayment(tx, invoice.id))
        return {
          refuse: `Payment date set to ${shown}, but a payment of ${nameOf(invoice)} is already under way.`,
        };
      const protections = await readProtections(tx, ctx.caller.orgId);
      return {
        what: `pay ${nameOf(invoice)} on ${shown} (the payment date is set; approve it on or after that day)`,
        // A dated payment waits for a person whatever the configuration: paying now would not honour the date.
        forceApproval: `scheduled for ${shown}`,
        draft: payDraft(
          invoice,
          await findInvoiceVendor(tx, invoice),
          protections,
          messageKey(ctx, 'pay_invoice'),
          ` on ${shown}`,
        ),
      };
    });
  },
});
