import type { Language } from '../fields/language';

/**
 * The words one language prints for the roles of a bill's amounts and dates. Each entry is a
 * regular-expression source matched anywhere in a label (case-insensitive); the field readers
 * use every language's words at once (`index.ts`), since an invoice mixes them.
 */
export type Vocabulary = {
  language: Language;
  /** A total that names what is to pay now ("amount due", "zu zahlen"). */
  payable: string[];
  /** A gross total, tax included ("grand total", "Bruttobetrag"). */
  gross: string[];
  /** A bill's charges for this period, apart from anything carried over ("current charges"). */
  currentCharges: string[];
  /** A balance carried over from an earlier bill ("balance brought forward", "saldo anterior"). */
  balanceForward: string[];
  /** Words in a sentence before the date the amount must be paid by ("to reach us by"). */
  payBy: string[];
  /** Words before an amount spelled out ("Rupees ... Only"); numbers in words are read in English. */
  amountInWords: string[];
};
