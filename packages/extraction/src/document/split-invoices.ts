import { LABELS } from '../fields/labels';
import { buildLayout, type Line, type TextLayout } from '../layout/text-layout';

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
  /** For a text: its part's number, under any label ("INVOICE 10231" too). */
  textNumberOn: (part: TextLayout) => string | null = numberOn,
): TextLayout[] {
  if (!layout.positioned) return splitText(layout, textNumberOn);
  if (layout.pages < 2) return [layout];
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

/** Lines of a text, from one to before another, as a text of its own; spans stay the whole text's. */
function linesOf(layout: TextLayout, from: number, to: number): TextLayout {
  return buildLayout(
    layout.lines.slice(from, to).map((line) => ({
      cells: line.cells,
      fontSize: line.fontSize,
      original: { text: line.text, offset: line.span[0] },
    })),
    0,
    false,
  );
}

/**
 * The invoices of a text holding several one after another (an e-mail body with two invoices,
 * each with its own number and total): an invoice-number label after a total starts the next
 * invoice, from the line after that total, when the part names another number and has a total
 * of its own; else it belongs to the one before. One layout, as it came, when there is one.
 */
function splitText(layout: TextLayout, numberOn: (part: TextLayout) => string | null) {
  const holds = (line: Line, label: RegExp) => line.cells.some((cell) => label.test(cell.text));
  const cuts = [0];
  let lastTotal = -1;
  for (const line of layout.lines) {
    if (holds(line, LABELS.total)) lastTotal = line.index;
    else if (holds(line, LABELS.invoiceNumber) && lastTotal >= (cuts.at(-1) ?? 0))
      cuts.push(lastTotal + 1);
  }
  if (cuts.length < 2) return [layout];
  const groups: { from: number; to: number; number: string | null }[] = [];
  for (const [index, from] of cuts.entries()) {
    const to = cuts[index + 1] ?? layout.lines.length;
    const part = linesOf(layout, from, to);
    const number = numberOn(part);
    const current = groups.at(-1);
    const totalled = part.lines.some((line) => holds(line, LABELS.total));
    if (
      current &&
      (!totalled || number === null || current.number === null || number === current.number)
    )
      current.to = to;
    else groups.push({ from, to, number });
  }
  if (groups.length < 2) return [layout];
  return groups.map((group) => linesOf(layout, group.from, group.to));
}
