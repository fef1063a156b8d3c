import type { VendorAsk } from '../../drafting/vendor-request';
import type { SlotName } from './phrasing';
import { findAsks } from './slots/asks';
import { findDate } from './slots/dates';
import { type FieldChange, findFieldChange } from './slots/fields';
import { findMessage } from './slots/message';
import { findReason } from './slots/reason';

/** Everything the slot readers found in one clause. */
export type Slots = {
  date: string | null;
  asks: VendorAsk[];
  message: string | null;
  field: FieldChange | null;
  reason: string | null;
};

export const readSlots = (text: string, words: readonly string[], today: Date): Slots => ({
  date: findDate(text, today)?.phrase ?? null,
  asks: findAsks(words),
  message: findMessage(text),
  field: findFieldChange(text, today),
  reason: findReason(text),
});

export const hasSlot = (slots: Slots, name: SlotName): boolean =>
  name === 'asks' ? slots.asks.length > 0 : slots[name] !== null;

/** What a found slot adds to the actions that need it. */
export const SLOT_WEIGHTS: Record<SlotName, number> = {
  asks: 2,
  date: 1.5,
  message: 1.5,
  field: 1.5,
};
