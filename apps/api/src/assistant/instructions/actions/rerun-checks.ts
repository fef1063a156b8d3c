import { getCheckDisplayName } from '@ap/domain';
import { z } from 'zod';
import { workflowEvent } from '../../../workflow-runs/record-workflow-run';
import { reviewInvoice } from '../../review/review-invoice';
import { defineAction } from '../action';
import { nameOf } from '../context';

export const rerunChecks = defineAction({
  name: 'rerun_checks',
  description: "Run the invoice's checks again and say how they stand.",
  schema: z.object({}).strict(),
  reads: 'the invoice, its vendor and the mandatory checks',
  changes: "the invoice's checks; drafts what the review drafts",
  governedBy: "the drafts' own protected actions (e-mail external party, executing a payment)",
  run: async (ctx) => {
    const reviewed = await reviewInvoice(
      ctx.deps,
      { orgId: ctx.caller.orgId, invoiceId: ctx.invoice.id, trigger: 'user_message' },
      {
        alwaysRecord: true,
        threadId: ctx.threadId,
        opening: [
          workflowEvent(
            'read_message',
            'other',
            `${ctx.caller.email} wrote: "${ctx.text}" (read by ${ctx.readBy})`,
          ),
        ],
      },
    );
    if (!reviewed) return `${nameOf(ctx.invoice)} is paid: its checks are kept as they were.`;
    const failing = reviewed.checks.filter((c) => c.status === 'failed' && !c.overridden);
    const checks = failing.length
      ? `${failing.length} failing (${failing.map((c) => `${getCheckDisplayName(c.name)}: ${c.reason ?? 'failed'}`).join('; ')})`
      : 'all passing';
    const drafted = reviewed.created.length
      ? ` Drafted ${reviewed.created.map((task) => task.taskType).join(', ')}.`
      : '';
    return `Re-ran the checks of ${nameOf(ctx.invoice)}: ${checks}.${drafted}`;
  },
});
