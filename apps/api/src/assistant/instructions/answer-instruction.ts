import type { AppDeps } from '../../app-env';
import type { Caller } from '../../auth/caller';
import { getInvoice, getInvoiceRow } from '../../invoices/invoice-queries';
import { workflowEvent } from '../../workflow-runs/record-workflow-run';
import type { ActionCall } from './action';
import { answerOnly, type Context, threadInvoice } from './context';
import { PHRASINGS } from './grammar/phrasings';
import { type Understanding, understand } from './grammar/understand';
import { modelSettings } from './model/model-settings';
import { proposeCalls } from './model/propose-calls';
import { ACTIONS } from './registry';

const exampleOf = (name: ActionCall['name']) => PHRASINGS[name].example;

/** The answer when the grammar is unsure or lost: the nearest actions, nothing done. */
const askBack = (understanding: Exclude<Understanding, { kind: 'calls' }>): string => {
  if (understanding.kind === 'unsure') {
    const [first] = understanding.candidates;
    if (first && understanding.missing.includes('date'))
      return `Did you mean to schedule the payment? Say when, e.g. ${exampleOf(first)}. Nothing was done.`;
    const options = understanding.candidates.map(exampleOf).join(' or ');
    return `Did you mean ${options}? Nothing was done; say it again in other words.`;
  }
  const nearest = understanding.nearest.length
    ? understanding.nearest
    : (['explain_status', 'ask_vendor', 'schedule_payment', 'hold_payment'] as const);
  return `Sorry, I did not understand that. Nearest: ${nearest.map(exampleOf).join('; ')}. Nothing was done.`;
};

/** Validates every call against its action's schema; one invalid call invalidates them all. */
const validated = (calls: ActionCall[]) => {
  const parsed = calls.map((call) => {
    const action = ACTIONS[call.name];
    const args = action?.schema.safeParse(call.args);
    return action && args?.success ? { action, args: args.data as never } : undefined;
  });
  return parsed.every(Boolean) ? (parsed as NonNullable<(typeof parsed)[number]>[]) : undefined;
};

/**
 * Answers a person's message in a thread: understood by the model when one is configured
 * (proposing only the registry's typed actions), else and on any failure of it by the offline
 * grammar. Several actions run in order, each as its own user_message run; when any of them
 * refuses, none runs.
 */
export const answerInstruction = async (
  deps: AppDeps,
  caller: Caller,
  thread: { threadId: string; messageId: string; text: string },
  today: Date = new Date(),
): Promise<string> => {
  const invoice = await threadInvoice(deps, caller.orgId, thread.threadId);
  if (!invoice) return 'This thread has no invoice yet, so there is nothing to act on.';
  const base: Context = { deps, caller, ...thread, invoice, today, step: 0, readBy: 'the grammar' };
  const settings = modelSettings();
  const lines = settings ? (await getInvoice(deps.db, caller.orgId, invoice.id)).items : [];
  const proposed = await proposeCalls(thread.text, invoice, lines, today, settings);
  const fromModel = proposed ? validated(proposed) : undefined;
  if (fromModel) base.readBy = 'the model';
  const understanding: Understanding = fromModel
    ? { kind: 'calls', calls: proposed as ActionCall[] }
    : understand(thread.text, today);
  if (understanding.kind !== 'calls') {
    const answer = askBack(understanding);
    return answerOnly(
      base,
      answer,
      workflowEvent('read_message', 'other', 'Not acted on: asked back'),
    );
  }
  const steps = fromModel ?? validated(understanding.calls);
  if (!steps)
    return answerOnly(base, askBack({ kind: 'unknown', clause: thread.text, nearest: [] }));
  for (const { action, args } of steps) {
    const refusal = await action.refuse?.(base, args);
    if (refusal)
      return steps.length > 1
        ? `${refusal} None of the ${steps.length} actions asked for was done.`
        : refusal;
  }
  const answers: string[] = [];
  for (const [step, { action, args }] of steps.entries()) {
    // Each action sees the invoice as the one before left it.
    const current = step === 0 ? invoice : await getInvoiceRow(deps.db, caller.orgId, invoice.id);
    const answer = await action.run({ ...base, invoice: current, step }, args);
    answers.push(answer.charAt(0).toUpperCase() + answer.slice(1));
  }
  return answers.join(' ');
};
