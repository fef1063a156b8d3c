import { LABELS } from '../fields/labels';
import { buildLayout, type TextLayout } from '../layout/text-layout';

/** The layout of some pages of a document, read as a document of its own. */
export function pagesOf(layout: TextLayout, pages: number[]): TextLayout {
  const kept = layout.lines.filter((line) => line.page !== undefined && pages.includes(line.page));
  return buildLayout(
    kept.map((line) => ({
      cells: line.cells,
      fontSize: line.fontSize,
      ...(line.page !== undefined ? { page: line.page } : {}),
      ...(line.box ? { box: line.box } : {}),
    })),
    pages.length,
    layout.positioned,
  );
}

/**
 * The invoices of a PDF that holds several (a marketplace order's one invoice per seller, a
 * month's invoices printed together): a page whose own invoice-number label names another number
 * than the pages before it starts the next invoice; a page naming none belongs to the one before.
 * `numberOn` reads a page's labelled invoice number (null when it names none). One layout, as
 * it came, when the pages name at most one number.
 */
export function splitByInvoiceNumber(
  layout: TextLayout,
  numberOn: (page: TextLayout) => string | null,
): TextLayout[] {
  if (!layout.positioned || layout.pages < 2) return [layout];
  // Pages are read one by one only when two of them print an invoice-number label: most PDFs
  // of several pages are one invoice, and reading each page costs as much as the document.
  const labelled = new Set(
    layout.lines
      .filter((line) => line.cells.some((cell) => LABELS.invoiceNumber.test(cell.text)))
      .map((line) => line.page),
  );
  if (labelled.size < 2) return [layout];
  const numbered = new Set(layout.lines.flatMap((line) => (line.page ? [line.page] : [])));
  const groups: { pages: number[]; number: string | null }[] = [];
  for (const page of [...numbered].sort((a, b) => a - b)) {
    const number = numberOn(pagesOf(layout, [page]));
    const current = groups.at(-1);
    if (current && (number === null || current.number === null || number === current.number)) {
      current.pages.push(page);
      current.number ??= number;
    } else groups.push({ pages: [page], number });
  }
  if (groups.length < 2) return [layout];
  return groups.map((group) => pagesOf(layout, group.pages));
}
