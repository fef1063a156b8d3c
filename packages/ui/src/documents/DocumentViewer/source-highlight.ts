/** Where a field was read, to outline on the original (see InvoiceFieldSource). */
export type SourceHighlight = {
  /** The field's label, for the outline's title ("Amount"). */
  label: string;
  /** 1-based page; absent for a file without pages. */
  page?: number | null;
  /** [x0, y0, x1, y1] from the page's top-left, in PDF points or image pixels. */
  box?: readonly [number, number, number, number] | null;
  /** The printed text, marked in a text view. */
  text?: string | null;
};
