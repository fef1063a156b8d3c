import { formatShortDate, getCheckDisplayName, getInvoiceDisplayStatus } from '@ap/domain';
import { z } from 'zod';
import type { InvoiceRow } from '../../../invoices/invoice-view';
import { checkEvents } from '../../review/review-invoice';
import { defineAction } from '../action';
import { nameOf, recordRun } from '../context';

export const failingReasons = (invoice: Pick<InvoiceRow, 'checks'>) =>
  invoice.checks
    .filter((check) => check.status === 'failed' && !check.overridden)
    .map((check) => `${getCheckDisplayName(check.name)}: ${check.reason ?? 'failed'}`);

/** The status in words: what blocks payment, a hold, the scheduled date. */
export const statusSentence = (invoice: InvoiceRow): string => {
  const status = getInvoiceDisplayStatus(invoice);
  const hold = invoice.paymentHold
    ? ` Its payment is on hold (held by ${invoice.paymentHold.held_by}${invoice.paymentHold.reason ? `: ${invoice.paymentHold.reason}` : ''}).`
    : '';
  const date = invoice.paymentSendDate
    ? ` Payment is scheduled for ${formatShortDate(invoice.paymentSendDate) ?? invoice.paymentSendDate}.`
    : '';
  if (status === 'Paid') return `${nameOf(invoice)} is paid.`;
  if (status === 'Processing')
    return `${nameOf(invoice)} is still processing: its checks have not run yet.${hold}`;
  const reasons = failingReasons(invoice);
  if (reasons.length === 0)
    return `${nameOf(invoice)} is Ready to Pay: every check passes.${hold}${date}`;
  return `${nameOf(invoice)} is Not Ready because these checks fail: ${reasons.join('; ')}.${hold}${date}`;
};

export const explainStatus = defineAction({
  name: 'explain_status',
  description:
    "Explain the invoice's status and what blocks its payment (failing checks, a hold, the scheduled date).",
  schema: z.object({}).strict(),
  reads: "the invoice's checks, hold and payment date",
  changes: 'nothing',
  governedBy: 'none: it only reads',
  run: async (ctx) => {
    const result = await recordRun(ctx, async (_tx, events) => {
      events.push(...checkEvents(ctx.invoice.checks));
      return { answer: statusSentence(ctx.invoice) };
    });
    return result.answer;
  },
});
