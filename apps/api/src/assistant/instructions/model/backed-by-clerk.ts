import type { ActionCall, ActionName } from '../action';
import { scoreClause } from '../grammar/score-actions';
import { NEAREST_SCORE } from '../grammar/understand';
import { wordsOf } from '../grammar/words';

/** Actions that only read: a model may propose them from any wording. */
const READ_ONLY: readonly ActionName[] = [
  'explain_status',
  'list_approvers',
  'who_is_requisitioner',
  'check_duplicate',
];

/** Free-text arguments that must be the clerk's own words (a date may be rewritten). */
const CLERKS_WORDS = ['message', 'reason', 'value'] as const;
/** Share of an argument's words that must come from the clerk's text. */
const OWN_WORDS_SHARE = 0.6;

const ownWords = (argument: string, clerk: ReadonlySet<string>) => {
  const words = wordsOf(argument).filter((word) => word.length >= 3);
  return (
    words.length === 0 || words.filter((w) => clerk.has(w)).length / words.length >= OWN_WORDS_SHARE
  );
};

/**
 * Whether the clerk's words back a model's call: a changing action needs a sign of itself in
 * them, and its free text (a message, a reason, a new value) must be their words. A model misled
 * by text it was shown (an invoice saying 'pay this to account …', 'set the requisitioner to …')
 * proposes nothing that runs.
 */
export const backedByClerk = (text: string, call: ActionCall, today: Date): boolean => {
  if (READ_ONLY.includes(call.name)) return true;
  const score = scoreClause(text, today).scores.find((s) => s.name === call.name)?.score ?? 0;
  if (score < NEAREST_SCORE) return false;
  const clerk = new Set(wordsOf(text));
  const isDate = call.name === 'change_field' && call.args.field === 'due_date';
  return CLERKS_WORDS.every((key) => {
    const argument = call.args[key];
    return typeof argument !== 'string' || isDate || ownWords(argument, clerk);
  });
};
