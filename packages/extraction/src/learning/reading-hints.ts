/**
 * What was learned about one vendor's invoices from people's corrections, handed to
 * the extraction so the next invoice from that vendor is read with it. Plain data: the API
 * stores it as the vendor's reading rules, the learning measure keeps it in memory.
 */
export type ReadingHints = {
  /** The vendor's name as the organisation knows it (replaces the name read). */
  vendorName?: string;
  /** The currency its invoices are in when the page does not print a code. */
  currency?: string;
  /** How its numeric dates are written. */
  dateOrder?: 'day_first' | 'month_first';
  /** The label each field is printed after (or above), as printed on its invoices. */
  labels?: Partial<Record<LabelledField, string>>;
  /**
   * Where the total is when no label shows it (an OCR that lost the label): the largest
   * amount printed. Used only when the learned label finds nothing.
   */
  totalPosition?: 'largest_amount';
  /**
   * Where a field is printed when no label leads to it (faint print the page's read lost), and
   * what its value looks like: read closely there on an OCR'd page (printed-place.ts).
   */
  places?: Partial<Record<LabelledField, PrintedPlace>>;
};

/**
 * Where a vendor's invoices print a field, learned when a person's value is on the page but no
 * label leads to it (a photo whose faint print the page's read lost). The place is kept as
 * shares of the page's width and height (another photo of the same layout is read a few lines
 * around it), with the value's shape, so what is read there is only taken when it looks like
 * the vendor's numbers.
 */
export type PrintedPlace = {
  page: number;
  /** x0, y0, x1, y1 as shares (0-1) of the page's width and height. */
  box: [number, number, number, number];
  /**
   * An invoice number's printed prefix, then # for each digit and @ for each letter
   * ("IV##########"); 'date' or 'amount' for the date and total.
   */
  shape: string;
};

/** The header fields whose place on the page is learned (the label before them, or the place). */
export const LABELLED_FIELDS = ['invoice_number', 'issue_date', 'total'] as const;
export type LabelledField = (typeof LABELLED_FIELDS)[number];

/** What a person saved for the header fields of an invoice (only those they changed matter). */
export type CorrectedFields = {
  vendor_name?: string | null;
  invoice_number?: string | null;
  /** YYYY-MM-DD. */
  issue_date?: string | null;
  currency?: string | null;
  /** A decimal string ("1250.50"). */
  total?: string | null;
};

/** The hints' kinds as the applied list names them (one a hint used). */
export type AppliedHint =
  | 'vendor_name'
  | 'currency'
  | 'date_order'
  | `${LabelledField}_label`
  | `${LabelledField}_place`
  | 'total_position';

export const hasHints = (hints: ReadingHints | undefined): hints is ReadingHints =>
  Boolean(
    hints &&
      (hints.vendorName ||
        hints.currency ||
        hints.dateOrder ||
        hints.totalPosition ||
        Object.values(hints.labels ?? {}).some(Boolean) ||
        Object.values(hints.places ?? {}).some(Boolean)),
  );
