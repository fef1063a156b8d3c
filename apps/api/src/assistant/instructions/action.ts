import type { z } from 'zod';
import type { Context } from './context';

/** Every action the assistant can take from a thread (one file each in actions/). */
export const ACTION_NAMES = [
  'explain_status',
  'list_approvers',
  'rerun_checks',
  'ask_vendor',
  'reply_to_vendor',
  'schedule_payment',
  'hold_payment',
  'release_payment',
  'change_field',
  'mark_paid_outside',
  'who_is_requisitioner',
  'check_duplicate',
] as const;
export type ActionName = (typeof ACTION_NAMES)[number];

/** One proposed action: its name and its arguments, validated against its schema before it runs. */
export type ActionCall = { name: ActionName; args: Record<string, unknown> };

/**
 * One typed action: its arguments' schema (the grammar's slots and the model's tool call are
 * both checked against it), what it reads, what it drafts or changes, and which protected
 * action of the Protected Actions drawer governs it.
 */
export type Action<S extends z.ZodType = z.ZodType> = {
  name: ActionName;
  /** Told to the model as the tool's description. */
  description: string;
  schema: S;
  reads: string;
  changes: string;
  governedBy: string;
  /**
   * A refusal found before anything of the instruction runs (a role, a state): several
   * actions in one sentence run in order only when none refuses.
   */
  refuse?: (ctx: Context, args: z.output<S>) => Promise<string | undefined> | string | undefined;
  run: (ctx: Context, args: z.output<S>) => Promise<string>;
};

/** Keeps the schema's type tied to run's argument. */
export const defineAction = <S extends z.ZodType>(action: Action<S>): Action<S> => action;
