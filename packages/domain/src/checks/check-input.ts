/** The fields of a check the rules read; the contract's `Check` fits it. */
export interface CheckInput {
  name: string;
  status: 'success' | 'failed';
  /** Set when an override was saved with the invoice. */
  overridden?: boolean | null;
  overridden_by?: string | null;
}
