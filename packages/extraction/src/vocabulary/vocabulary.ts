import type { Language } from '../fields/language';

/**
 * The fields a label names (`fields/labels.ts`). In this order: when two fields' labels match a
 * text equally long, the first field is taken.
 */
export const LABEL_NAMES = [
  'invoiceNumber',
  'issueDate',
  'dueDate',
  'terms',
  'po',
  'subtotal',
  'tax',
  'total',
  'billTo',
  'vendor',
  'payee',
  'requisitioner',
  'taxId',
  'bankName',
  'accountNumber',
  'routingNumber',
  'iban',
  'bic',
  'email',
  // Labels that look like others but are not fields the extractor reads.
  'other',
  'phone',
] as const;

export type LabelName = (typeof LABEL_NAMES)[number];

/**
 * A field's labels as regular-expression sources, each matched at the start of a cell
 * (case-insensitive). Of two alternatives that both match a text, the one listed first is taken,
 * not the longer: a general label ("invoice") goes after the longer ones it begins.
 */
export type Labels = Partial<Record<LabelName, string[]>>;

/** The kinds of column a line-item table's header names. */
export type ColumnKind = 'rate' | 'quantity' | 'tax' | 'amount' | 'ignore' | 'description';

/** Each kind of column's header words. */
export type Columns = Partial<Record<ColumnKind, string[]>>;

/**
 * The words one language prints for the roles of a bill's amounts and dates, and the labels it
 * prints before each field. A role's entries are regular-expression sources matched anywhere in
 * a label (case-insensitive); the field readers use every language's words at once (`index.ts`),
 * since an invoice mixes them.
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
  /**
   * Names of a currency printed with an amount spelled out, before it ("Rupees ... Only") or
   * after it ("... Dinars Zéro Millime"); the number words themselves are in fields/number-words.ts.
   */
  amountInWords: string[];
  /**
   * Words in a tax label that make it all the taxes together ("Total VAT", "Summe MwSt",
   * Brazil's "Tributos"), not one rate or kind of them to add up.
   */
  taxTotal: string[];
  /**
   * Month names chrono-node does not read, January to December, each in the forms printed
   * (Polish and Czech print the genitive after a day: "5 września 2025", "5. září 2025").
   */
  months?: string[][];
  /**
   * The words a line-item table's header cell prints to name its column, as regular-expression
   * sources (case-insensitive). A cell starts with its word ("Preis-EUR", "Menge ME"); a
   * description word may stand anywhere in it ("Art.-Nr. Bezeichnung/Zusatztext").
   */
  columns?: Columns;
  labels: Labels;
};
