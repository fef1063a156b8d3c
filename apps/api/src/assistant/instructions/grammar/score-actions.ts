import type { ActionName } from '../action';
import type { SlotName } from './phrasing';
import { PHRASINGS, QUESTION_OPENERS, QUESTION_WEIGHT, REQUEST_OPENERS } from './phrasings';
import { hasSlot, readSlots, SLOT_WEIGHTS, type Slots } from './read-slots';
import { findMessage } from './slots/message';
import { findPhrase, normalise, wordsOf } from './words';

export type Score = {
  name: ActionName;
  score: number;
  /** Slots the action needs that the clause does not give. */
  missing: SlotName[];
  /** The cues that counted, for the run's events and for tests. */
  signs: string[];
};

/** A question asks for information; a polite request phrased as one does not. */
export const isQuestion = (text: string): boolean => {
  const plain = normalise(text).replace(/^(?:hi|hey|hello|ok|okay|so)[,!]?\s+/, '');
  if (REQUEST_OPENERS.some((opener) => plain.startsWith(`${opener} `))) return false;
  const first = plain.split(/[^a-z]+/)[0] ?? '';
  return (QUESTION_OPENERS as readonly string[]).includes(first) || /\?\s*$/.test(plain);
};

/** Every action scored for one clause, best first. */
export const scoreClause = (text: string, today: Date): { scores: Score[]; slots: Slots } => {
  // The message to pass on is the vendor's to read, not the clerk's command: only the words
  // around it are scored ('tell them we pay Friday' schedules nothing).
  const message = findMessage(text);
  const command = message ? text.replace(message, ' ').replace(/["“”]/g, ' ') : text;
  const words = wordsOf(command);
  const slots = { ...readSlots(command, words, today), message };
  const question = isQuestion(text);
  const scores = (Object.keys(PHRASINGS) as ActionName[]).map((name): Score => {
    const phrasing = PHRASINGS[name];
    const signs: string[] = [];
    let score = 0;
    for (const [phrase, weight] of phrasing.cues) {
      if (findPhrase(words, phrase) < 0) continue;
      score += weight;
      signs.push(`${phrase} (${weight})`);
    }
    const needs = phrasing.needs ?? [];
    const missing = needs.filter((slot) => !hasSlot(slots, slot));
    for (const slot of needs) {
      if (missing.includes(slot)) continue;
      score += SLOT_WEIGHTS[slot];
      signs.push(`${slot} found (${SLOT_WEIGHTS[slot]})`);
    }
    if (question) {
      score += phrasing.answersQuestions ? QUESTION_WEIGHT : -QUESTION_WEIGHT;
      signs.push(`a question (${phrasing.answersQuestions ? '+' : '-'}${QUESTION_WEIGHT})`);
    }
    return { name, score: Math.round(score * 100) / 100, missing, signs };
  });
  return { scores: scores.sort((a, b) => b.score - a.score), slots };
};
