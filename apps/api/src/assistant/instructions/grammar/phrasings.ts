import type { ActionName } from '../action';
import type { Phrasing } from './phrasing';
import { INVOICE_EDIT_PHRASINGS } from './phrasings/invoice-edits';
import { PAYMENT_PHRASINGS } from './phrasings/payment';
import { QUESTION_PHRASINGS } from './phrasings/questions';
import { VENDOR_MAIL_PHRASINGS } from './phrasings/vendor-mail';

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
