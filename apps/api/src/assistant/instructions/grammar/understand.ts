import type { ActionCall, ActionName } from '../action';
import type { SlotName } from './phrasing';
import type { Slots } from './read-slots';
import { type Score, scoreClause } from './score-actions';
import { replyCueAt } from './slots/message';
import { splitClauses } from './split-clauses';

/** What the grammar made of an instruction. */
export type Understanding =
  | { kind: 'calls'; calls: ActionCall[] }
  /** A clause it half understood: asked back, nothing is done. */
  | { kind: 'unsure'; clause: string; candidates: ActionName[]; missing: SlotName[] }
  | { kind: 'unknown'; clause: string; nearest: ActionName[] };

/** A clause is understood when its best action scores this, by this margin, with its slots. */
export const CONFIDENT_SCORE = 2;
export const CONFIDENT_MARGIN = 0.8;
/** Below this an action is not worth naming as what the clerk may have meant. */
export const NEAREST_SCORE = 1;

/** The typed arguments of an action, from the slots of its clause. */
const ARGUMENTS: Record<ActionName, (slots: Slots) => Record<string, unknown>> = {
  explain_status: () => ({}),
  list_approvers: () => ({}),
  rerun_checks: () => ({}),
  ask_vendor: (slots) => ({ asks: slots.asks }),
  reply_to_vendor: (slots) => ({
    message: slots.message && slots.message.charAt(0).toUpperCase() + slots.message.slice(1),
  }),
  schedule_payment: (slots) => ({ date: slots.date }),
  hold_payment: (slots) => (slots.reason ? { reason: slots.reason } : {}),
  release_payment: () => ({}),
  change_field: (slots) => ({ ...slots.field }),
  mark_paid_outside: () => ({}),
  who_is_requisitioner: () => ({}),
  check_duplicate: () => ({}),
};

type Reading =
  | { ok: true; call: ActionCall; scores: Score[] }
  | { ok: false; scores: Score[]; clause: string };

export const readClause = (clause: string, today: Date): Reading => {
  const { scores, slots } = scoreClause(clause, today);
  const [best, next] = scores as [Score, Score];
  const complete = scores.filter((score) => score.missing.length === 0);
  const rival = next.missing.length === 0 ? next.score : (complete[1]?.score ?? 0);
  if (
    best.missing.length === 0 &&
    best.score >= CONFIDENT_SCORE &&
    best.score - Math.max(rival, next.score - 1) >= CONFIDENT_MARGIN
  ) {
    return { ok: true, call: { name: best.name, args: ARGUMENTS[best.name](slots) }, scores };
  }
  return { ok: false, scores, clause };
};

const nearestOf = (scores: Score[]) =>
  scores
    .filter((score) => score.score >= NEAREST_SCORE)
    .slice(0, 3)
    .map((score) => score.name);

/**
 * Reads an instruction offline: split into clauses ('…, then …', '… and …'), each read on
 * its own; all of them understood, or nothing is done. `today` is what dates are read from.
 */
export const understand = (text: string, today: Date): Understanding => {
  const clauses = splitClauses(
    text,
    (piece) => {
      const reading = readClause(piece, today);
      return reading.ok
        ? { action: reading.call.name, near: true }
        : { action: null, near: (reading.scores[0]?.score ?? 0) >= NEAREST_SCORE };
    },
    replyCueAt,
  );
  const calls: ActionCall[] = [];
  for (const clause of clauses) {
    const reading = readClause(clause, today);
    if (reading.ok) {
      calls.push(reading.call);
      continue;
    }
    const nearest = nearestOf(reading.scores);
    const [best] = reading.scores;
    if (best && best.score >= NEAREST_SCORE)
      return { kind: 'unsure', clause, candidates: nearest, missing: best.missing };
    return { kind: 'unknown', clause, nearest };
  }
  return calls.length ? { kind: 'calls', calls } : { kind: 'unknown', clause: text, nearest: [] };
};
