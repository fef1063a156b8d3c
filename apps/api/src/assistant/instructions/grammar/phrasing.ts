// The shape of the grammar's data (phrasings/): each action's cues and the slots it needs.

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
