/** A line of a new invoice, as the model sees it. */
export type LineToCode = {
  vendorId: string | null;
  description: string;
  amountCents: number;
  /** When the invoice was issued (ms since epoch). */
  at: number;
  /**
   * The line's account, when it has one (set, or applied by the model first): a vendor's lines
   * booked to the same account tend to carry the same class and location.
   */
  account?: string | null;
};

/**
 * Who decided an earlier line's value: a person typed or changed it (a correction), it came
 * with the organisation's coded bills, or the assistant set it and nobody has touched it.
 */
export type CodedOrigin = 'person' | 'history' | 'assistant';

/** An earlier line's value for one dimension. */
export type CodedLine = {
  vendorId: string | null;
  description: string;
  at: number;
  value: string;
  origin: CodedOrigin;
  /** The earlier line's account, when it had one. */
  account?: string | null;
};

export type RuleKind = 'vendor' | 'description' | 'amount' | 'default';

/** A mapping rule of one dimension (the ERP drawer's Set Rules). */
export type CodingRule = {
  id: string;
  kind: RuleKind;
  vendorId: string | null;
  /** The vendor's name, for the reason shown. */
  vendorName: string | null;
  /** Any of these words in the description (description rules). */
  words: string[];
  minCents: number | null;
  maxCents: number | null;
  value: string;
};

export type SuggestionSource = 'correction' | 'rule' | 'history' | 'other_vendors' | 'default';

/** What the model proposes for one dimension of a line, and why. */
export type Suggestion = {
  value: string;
  source: SuggestionSource;
  reason: string;
  /** 0..1; below the apply threshold the suggestion waits for a person. */
  confidence: number;
};
