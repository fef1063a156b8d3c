import { z } from 'zod';
import { defineAction } from '../action';
import { answerOnly, nameOf } from '../context';

export const listApprovers = defineAction({
  name: 'list_approvers',
  description: 'List who approves the invoice (its approval chain) and who already has.',
  schema: z.object({}).strict(),
  reads: "the invoice's approval chain",
  changes: 'nothing',
  governedBy: 'none: it only reads',
  run: async (ctx) => {
    const steps = ctx.invoice.approvals;
    if (steps.length === 0)
      return answerOnly(ctx, `${nameOf(ctx.invoice)} has no approval chain yet.`);
    const who = (step: (typeof steps)[number]) =>
      step.approver || step.any_of?.join(' or ') || `any ${step.min_role ?? 'Admin'}`;
    const done = steps.filter((step) => step.approved).map((step) => `${step.role}: ${who(step)}`);
    const waiting = steps
      .filter((step) => !step.approved)
      .map((step) => `${step.role}: ${who(step)}`);
    const parts = [
      done.length ? `approved by ${done.join(', ')}` : 'no approval yet',
      waiting.length ? `waiting for ${waiting.join(', ')}` : 'every step is approved',
    ];
    return answerOnly(ctx, `Approvals of ${nameOf(ctx.invoice)}: ${parts.join('; ')}.`);
  },
});
