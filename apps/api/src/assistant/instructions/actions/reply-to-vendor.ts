import { z } from 'zod';
import { readProtections } from '../../drafting/protections';
import { composeVendorReply } from '../../drafting/vendor-reply';
import { threadReferenceOf } from '../../sending/thread-reference';
import { defineAction } from '../action';
import { nameOf } from '../context';
import { draftAndAnswer, messageKey } from '../draft-and-answer';
import { vendorToWrite } from './vendor-contact';

export const replyToVendor = defineAction({
  name: 'reply_to_vendor',
  description:
    "Draft a reply to the vendor in the invoice's thread carrying the clerk's message, in the clerk's words.",
  schema: z.object({ message: z.string().trim().min(2).max(2000) }).strict(),
  reads: "the vendor's contact and the thread's subject",
  changes: 'drafts a send_email task to the vendor',
  governedBy: 'email external party',
  run: (ctx, { message }) =>
    draftAndAnswer(ctx, async (tx) => {
      const found = await vendorToWrite(tx, ctx);
      if ('refuse' in found) return found;
      const { vendor } = found;
      const thread = await threadReferenceOf(tx, ctx.caller.orgId, ctx.threadId);
      const protections = await readProtections(tx, ctx.caller.orgId);
      const sentence = /[.!?]$/.test(message) ? message : `${message}.`;
      return {
        what: `a reply to ${vendor.contactEmail} about ${nameOf(ctx.invoice)}: "${sentence}"`,
        draft: {
          taskType: 'send_email',
          parameters: composeVendorReply({
            vendor,
            paragraphs: [sentence],
            threadSubject: thread?.subject,
            invoiceNumber: ctx.invoice.invoiceNumber,
            organizationName: protections.org.name,
          }),
          dedupeKey: messageKey(ctx, 'send_email'),
          protection: protections.emailVendor(),
          description: `Reply to ${vendor.contactEmail}`,
        },
      };
    }),
});
