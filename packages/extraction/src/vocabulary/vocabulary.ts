/**
 * Languages whose labels, dates and amounts the extractor reads. Labels of every language are
 * matched on every document; the language decides date order, month names and, with nothing
 * better, the likely country (currency).
 */
export type Language =
  | 'en'
  | 'de'
  | 'fr'
  | 'nl'
  | 'es'
  | 'it'
  | 'pt'
  | 'tr'
  | 'no'
  | 'da'
  | 'sv'
  | 'cs'
  | 'pl'
  | 'ro'
  | 'vi'
  | 'id'
  | 'fi'
  | 'ru'
  | 'uk'
  | 'hu'
  | 'ja'
  | 'zh'
  | 'th';

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
 * The kinds of document a title names: an invoice's title is read as one, another kind's skips
 * the document (`classify/`).
 */
export type TitleKind =
  | 'invoice'
  | 'receipt'
  | 'quote'
  | 'order'
  | 'delivery'
  | 'statement'
  | 'remittance'
  | 'credit'
  | 'terms';

/**
 * A title's words, as regular-expression sources (case-insensitive): each kind of document's
 * title, and the words printed around an invoice's. An invoice title written without spaces
 * (Han, kana, Thai) may stand anywhere in a short line; the others start it.
 */
export type Titles = Partial<Record<TitleKind, string[]>> & {
  /**
   * Words an invoice's title prints before its word: whose it is, its kind, which copy ("Your
   * invoice", "Tax Invoice", "e-Fatura"). A title is these, the word and a number at most.
   */
  qualifiers?: string[];
  /**
   * Words that start a line naming the document, besides its invoice titles, so the line is no
   * party's name (`fields/labels.ts`): a page's or copy's mark, another kind's bare name.
   */
  documentWords?: string[];
  /**
   * Words before an invoice title in such a line ("Tax Invoice", "Pro Forma Fatura"). Fewer than
   * the `qualifiers`, and not the same: those decide what is an invoice's title.
   */
  documentQualifiers?: string[];
  /** Words before a terms title ("General", "Our"), in `classify/not-invoice-rules.ts`. */
  termsQualifiers?: string[];
  /** Titles of a payment's proof, a bank's or a till's, in `classify/not-invoice-rules.ts`. */
  paymentProof?: string[];
  /** Words after "Invoice" that make a label ("Invoice to"), in `classify/classify-document.ts`. */
  labelWords?: string[];
};

/**
 * Words only one language prints on an invoice, counted to tell which language a document is
 * in (`fields/language.ts`): regular-expression sources matched as whole words, and `letters`,
 * a character class of letters no other language prints. Languages told apart by their script
 * (Japanese, Chinese, Thai, Russian, Ukrainian) have none.
 */
export type Markers = { words: string[]; letters?: string };

/**
 * The words one language prints for the roles of a bill's amounts and dates, the labels it
 * prints before each field and its documents' titles. A role's entries are regular-expression
 * sources matched anywhere in a label (case-insensitive); the field readers use every language's
 * words at once (`index.ts`), since an invoice mixes them.
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
   * Words in a tax label that make the tax a part of the amounts before it, not added to them
   * ("incl. VAT", "davon MwSt", "dont TVA", "в том числе НДС"): the lines then add up to the
   * total on their own.
   */
  taxIncluded?: string[];
  /**
   * Words of a tax withheld from the amount paid, not charged on it ("IVA retenido", "Retención
   * IRPF", "ritenuta d'acconto"): never part of the invoice's tax (`fields/extract-fields.ts`).
   */
  withheld?: string[];
  /**
   * Words between a tax's rate and the amount it is worked out on ("VAT 21% on 1,946.75", "TVA
   * 20 % sur 500,00"): that amount is the base, not the tax.
   */
  rateBase?: string[];
  /**
   * Account-number labels a bill also prints for the customer's account with the biller
   * ("Account number" at a telecom bill's head): an account number under one is the vendor's
   * bank account only among a bank's details.
   */
  sharedAccount?: string[];
  /**
   * Month names chrono-node does not read, January to December, each in the forms printed
   * (Polish and Czech print the genitive after a day: "5 września 2025", "5. září 2025").
   */
  months?: string[][];
  /**
   * Units a line's quantity is printed with ("12 Std", "3 pcs", "100 шт"), as regular-expression
   * sources matched as the whole word after the number (a dot after it allowed). The metric
   * symbols everyone prints are in `common.ts`.
   */
  units?: string[];
  /**
   * The words a line-item table's header cell prints to name its column, as regular-expression
   * sources (case-insensitive). A cell starts with its word ("Preis-EUR", "Menge ME"); a
   * description word may stand anywhere in it ("Art.-Nr. Bezeichnung/Zusatztext").
   */
  columns?: Columns;
  /** Forms of address before a customer's name ("Herrn", "Mr."), in `fields/party-names.ts`. */
  addressee?: string[];
  /** Honorifics after a customer's name ("御中", "様"), in `fields/party-names.ts`. */
  addresseeAfter?: string[];
  /**
   * A letter's salutation ("Dear", "Hola", "Sehr geehrte"): the line opens the letter and
   * names no party, neither the vendor nor the customer, in `fields/party-names.ts`.
   */
  greeting?: string[];
  /**
   * Words saying the amount is collected from the customer's account ("SEPA-Lastschrift",
   * "direct debit"): an IBAN printed with them is the customer's (`fields/identifiers.ts`).
   */
  directDebit?: string[];
  /**
   * Words between a legal name and the name it trades under ("h.o.d.n.", "trading as"),
   * in `fields/vendor.ts`.
   */
  tradingAs?: string[];
  /**
   * Words between a trading name and the legal name it belongs to ("is a trading name of",
   * "är ett varumärke som tillhör"), in `fields/vendor.ts`.
   */
  brandOf?: string[];
  /** Courtesy lines, calls to the reader ("Thank you", "Kontakt"), in `fields/party-names.ts`. */
  courtesy?: string[];
  /** A section's or column's one-word heading ("Details"), in `fields/party-names.ts`. */
  sectionWords?: string[];
  /** Balances an account statement prints ("new balance"), in `classify/not-invoice-rules.ts`. */
  statementBalances?: string[];
  /** A bill's signs a statement lacks (charges, a meter), in `classify/not-invoice-rules.ts`. */
  billSigns?: string[];
  /** A transfer confirmation's payer ("Auftraggeber"), in `classify/not-invoice-rules.ts`. */
  payer?: string[];
  /** A transfer confirmation's payee ("Begünstigter"), in `classify/not-invoice-rules.ts`. */
  beneficiary?: string[];
  /** A document saying it is no invoice ("keine Rechnung"), in `classify/not-invoice-rules.ts`. */
  notInvoice?: string[];
  labels: Labels;
  /** Its documents' titles by kind, and the words printed around an invoice's title. */
  titles: Titles;
  /** Its words and letters no other language prints, to tell a document's language. */
  markers?: Markers;
};
