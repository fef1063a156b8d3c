import { hasOrgRoleAtLeast } from '@ap/domain';
import type { Executor } from '../../audit/record-mutation';
import { workflowEvent } from '../../workflow-runs/record-workflow-run';
import { type Draft, draftEvent, insertDraft, runUnprotectedTasks } from '../drafting/draft-task';
import { appendRunEvents } from '../runs/append-run-events';
import { type Context, recordRun } from './context';

export type Built =
  | { draft: Draft; what: string; forceApproval?: string; done?: string }
  | { refuse: string };

/**
 * Drafts one action through the tasks and protections the assistant's own drafts use, and says
 * which it was: awaiting approval, or run now when unprotected. `done` is said first when the
 * build changed something already (a date set).
 */
export const draftAndAnswer = async (
  ctx: Context,
  build: (tx: Executor) => Promise<Built>,
): Promise<string> => {
  const result = await recordRun(ctx, async (tx, events) => {
    const built = await build(tx);
    if ('refuse' in built) {
      events.push(workflowEvent('draft_actions', 'warning', built.refuse));
      return { answer: built.refuse, auto: undefined as string | undefined };
    }
    // A Member's instruction never runs an action by itself: approving is an Admin's.
    const force =
      built.forceApproval ??
      (hasOrgRoleAtLeast(ctx.caller.membership, 'Admin')
        ? undefined
        : `asked by a ${ctx.caller.membership.userAssignedRole}: an Admin approves`);
    const draft = force
      ? { ...built.draft, protection: { needsApproval: true, why: force } }
      : built.draft;
    const task = await insertDraft(tx, ctx.caller.orgId, ctx.invoice.id, draft);
    events.push(draftEvent(draft, task));
    const before = built.done ? `${built.done} ` : '';
    if (!task)
      return {
        answer: `${before}Already drafted: ${built.what}. Nothing new was drafted.`,
        auto: undefined,
      };
    return {
      answer: draft.protection.needsApproval
        ? `${before}Drafted a ${task.taskType} task: ${built.what}. It awaits approval (${draft.protection.why}).`
        : `${before}${built.what}: done (${draft.protection.why}).`,
      taskIds: [task.id],
      auto: task.autoExecute ? task.id : undefined,
    };
  });
  if (!result.auto) return result.answer;
  const ran = await runUnprotectedTasks(ctx.deps, ctx.caller.orgId, { taskIds: [result.auto] });
  await appendRunEvents(ctx.deps.db, ctx.caller.orgId, result.runId, ran);
  const failed = ran.find((event) => event.event_type === 'error');
  return failed ? `Tried, but it failed: ${failed.message}` : result.answer;
};

/** The dedupe key of a draft made from a thread message: one per message and action step. */
export const messageKey = (ctx: Context, what: string) =>
  `thread:${ctx.messageId}:${ctx.step}:${what}`;
