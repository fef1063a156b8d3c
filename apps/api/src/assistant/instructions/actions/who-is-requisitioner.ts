import { z } from 'zod';
import { defineAction } from '../action';
import { answerOnly, nameOf } from '../context';

export const whoIsRequisitioner = defineAction({
  name: 'who_is_requisitioner',
  description: 'Say who the requisitioner of the invoice is (who ordered it).',
  schema: z.object({}).strict(),
  reads: "the invoice's requisitioner fields",
  changes: 'nothing',
  governedBy: 'none: it only reads',
  run: (ctx) => {
    const { requisitionerContactName: name, requisitionerContactEmail: email } = ctx.invoice;
    const company = ctx.invoice.requisitionerCompanyName;
    if (!name && !email)
      return answerOnly(ctx, `${nameOf(ctx.invoice)} names no requisitioner yet.`);
    const who = name && email ? `${name} (${email})` : (name ?? email);
    return answerOnly(
      ctx,
      `The requisitioner of ${nameOf(ctx.invoice)} is ${who}${company ? ` of ${company}` : ''}.`,
    );
  },
});
