import type { ActionName } from '../action';
import { INVOICE_EDIT_PHRASINGS } from './phrasings/invoice-edits';
import { PAYMENT_PHRASINGS } from './phrasings/payment';
import { QUESTION_PHRASINGS } from './phrasings/questions';
import { VENDOR_MAIL_PHRASINGS } from './phrasings/vendor-mail';

/**
 * How people write each action, as weighted cues. A cue is a phrase of vocabulary words
 * ('approv*' any ending, '?' any one word); each counts once. Words of five letters or more
 * match with one typo. A negative weight says the words point away from the action.
 */
export type Cue = readonly [phrase: string, weight: number];

/** What an action needs found in the words before it may run (see slots/). */
export type SlotName = 'date' | 'asks' | 'message' | 'field';

export type Phrasing = {
  cues: readonly Cue[];
  /** Slots that must be found; each found one adds `slotWeight`. */
  needs?: readonly SlotName[];
  /** A question ('why…?', 'who…?') asks for information: these actions gain, the others lose. */
  answersQuestions?: boolean;
  /** How the action is named when the grammar asks back ("Did you mean …?"). */
  example: string;
};

export const SLOT_WEIGHT = 1.5;
/** What a question adds to an answering action and takes from one that changes things. */
export const QUESTION_WEIGHT = 1.2;

export const PHRASINGS: Record<ActionName, Phrasing> = {
  ...QUESTION_PHRASINGS,
  ...VENDOR_MAIL_PHRASINGS,
  ...PAYMENT_PHRASINGS,
  ...INVOICE_EDIT_PHRASINGS,
};

/** Words that make a sentence a question, when it opens with them. */
export const QUESTION_OPENERS = [
  'why',
  'what',
  'who',
  'whose',
  'when',
  'where',
  'how',
  'which',
  'is',
  'are',
  'was',
  'were',
  'has',
  'have',
  'did',
  'do',
  'does',
  'any',
] as const;

/** A polite request phrased as a question is still a request ('could you pay it Friday?'). */
export const REQUEST_OPENERS = [
  'can you',
  'could you',
  'would you',
  'will you',
  'can we',
  'could we',
  'shall we',
  'would you mind',
  'please',
  'can i',
  'could i',
  'lets',
  "let's",
] as const;
