import type { ExtractedLineItem } from '@ap/domain/contract';
import Decimal from 'decimal.js';
import type { Line } from '../layout/text-layout';
import { findAmounts, formatDecimal } from './amount';
import type { FieldContext } from './context';
import { withoutBreakdowns } from './line-breakdowns';
import { isTotalsLabel, isTotalsLine, NOT_A_CHARGE, sectionSubtotal } from './line-item-end';
import { headerAt } from './line-item-header';
import { DECIMALS, isContinuation, type Placed, readPlainRow, readRow } from './line-item-rows';
import { countAtPriceItems, countTimesItems } from './quantity-lines';
import { type Found, sourceOf } from './source';

export type LineTable = {
  items: ExtractedLineItem[];
  /** The tax in the table's totals row, under the header's tax column (a fapiao's 合计 row). */
  tax: Found<string> | null;
};

/** The line-item table: a header row of column words, rows under it, ending at the totals. */
export function readLineItems(context: FieldContext): LineTable {
  const items: ExtractedLineItem[] = [];
  // The line each item was read from, for telling a charge's breakdown from more charges.
  const itemLines: Line[] = [];
  let tax: Found<string> | null = null;
  const { lines } = context.layout;
  const { decimalMark } = context;
  // Each line is asked once whether it heads a table (the rows ask again for a repeated header).
  const headers = new Map<number, ReturnType<typeof headerAt>>();
  const headerOf = (index: number) => {
    if (!headers.has(index)) headers.set(index, headerAt(lines, index));
    return headers.get(index) ?? null;
  };
  // The columns of the first table read: a later table with the same header is another
  // section of the same charges (a utility bill's electricity, then its water on page 3).
  let firstKinds: string | undefined;
  // The amounts on the totals lines tables ended at (a page's subtotal, carried forward).
  const subtotals: string[] = [];
  // A section closed by its own subtotal may be followed by another under the same columns.
  let carried: { at: number; header: NonNullable<ReturnType<typeof headerAt>> } | undefined;
  for (let index = 0; index < lines.length; index += 1) {
    const fromCarry = carried?.at === index;
    const header = fromCarry ? carried?.header : headerOf(index);
    if (!header) continue;
    const { columns } = header;
    const kinds = columns.map((column) => column.column).join(' ');
    if (firstKinds !== undefined && kinds !== firstKinds) continue;
    const before = items.length;
    for (const line of header.lines) for (const cell of line.cells) context.tableCells.add(cell);
    const first = index + header.lines.length;
    let previous: { item: ExtractedLineItem; line: Line } | undefined;
    // Each row's own tax, where the table has a tax column (a fapiao's 税额).
    const rowTaxes: Found<string>[] = [];
    let misses = 0;
    // The line the table ended at (its totals, or the prose after it).
    let end: number | undefined;
    // The amount of the subtotal it ended at, if it did.
    let closing: string | undefined;
    for (const line of lines.slice(first)) {
      // "netto | VAT" under "Cena | Cena" before any row: the header's third line, not totals.
      if (items.length === before && findAmounts(line.text).length === 0 && isTotalsLine(line)) {
        for (const cell of line.cells) context.tableCells.add(cell);
        continue;
      }
      if (isTotalsLine(line)) {
        const totals = context.layout.positioned ? readRow(line, columns, decimalMark) : null;
        const taxed = totals?.numbers.tax;
        end = line.index;
        closing = sectionSubtotal(line, decimalMark);
        subtotals.push(...findAmounts(line.text, decimalMark).map((found) => found.value));
        if (taxed && items.length > before && !tax)
          tax = {
            value: taxed.value,
            confidence: 0.75,
            source: sourceOf(line, taxed.raw, taxed.segment.cell),
          };
        break;
      }
      if (headerOf(line.index)) {
        for (const cell of line.cells) context.tableCells.add(cell); // the header repeated on a new page
        continue;
      }
      const row = context.layout.positioned
        ? readRow(line, columns, decimalMark)
        : readPlainRow(line, columns, decimalMark);
      row.description = row.description
        .replace(/[_=.-]{3,}/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      const amount = row.numbers.amount;
      // A lone whole number in prose ("legge n. 190 del 2014") is no price.
      const priced =
        amount !== undefined && (DECIMALS.test(amount.raw) || Object.keys(row.numbers).length >= 2);
      if (!priced || NOT_A_CHARGE.test(row.description) || isTotalsLabel(row.description)) {
        if (
          previous &&
          row.description &&
          !amount &&
          Object.keys(row.numbers).length === 0 &&
          isContinuation(previous.line, line)
        ) {
          const description = previous.item.description;
          previous.item.description = {
            ...description,
            value: `${description.value} ${row.description}`,
          };
          for (const cell of line.cells) context.tableCells.add(cell);
          continue;
        }
        misses += 1;
        // Past a page break the table may go on after the footer and the next letterhead.
        const pageChanged = previous !== undefined && line.page !== previous.line.page;
        if (misses > (pageChanged ? 14 : 4)) {
          end = line.index;
          break;
        }
        continue;
      }
      misses = 0;
      for (const cell of line.cells) context.tableCells.add(cell);
      const confidence = 0.8;
      if (!amount) continue;
      // The first row of a new page carrying the pages before forward ("TRANSPORTE: 594636,99",
      // "Übertrag"): it adds up the rows read so far, or repeats the last page's subtotal.
      const lastLine = itemLines[itemLines.length - 1];
      if (
        items.length >= 2 &&
        lastLine !== undefined &&
        line.page !== lastLine.page &&
        (subtotals.includes(amount.value) ||
          items
            .reduce((sum, item) => sum.plus(item.amount?.value ?? 0), new Decimal(0))
            .equals(amount.value))
      )
        continue;
      const field = (number: Placed | undefined) =>
        number
          ? {
              value: number.value,
              confidence,
              source: sourceOf(line, number.raw, number.segment.cell),
            }
          : null;
      const item: ExtractedLineItem = {
        description: {
          value: row.description || '(no description)',
          confidence: row.description ? confidence : 0.3,
          source: sourceOf(line, row.description || line.text),
        },
        quantity: field(row.numbers.quantity),
        rate: field(row.numbers.rate),
        amount: field(amount),
      };
      items.push(item);
      itemLines.push(line);
      const rowTax = field(row.numbers.tax);
      if (rowTax) rowTaxes.push(rowTax);
      previous = { item, line };
    }
    // No tax in the totals row (or none read there): the rows' taxes when every row prints one.
    if (!tax && items.length > before && rowTaxes.length === items.length - before) {
      const sum = rowTaxes.reduce((total, rowTax) => total.plus(rowTax.value), new Decimal(0));
      tax = { ...(rowTaxes[0] as Found<string>), value: formatDecimal(sum), confidence: 0.6 };
    }
    const closes =
      closing !== undefined &&
      items
        .slice(before)
        .reduce((sum, item) => sum.plus(item.amount?.value ?? 0), new Decimal(0))
        .equals(closing);
    carried = undefined;
    if (fromCarry && !closes) {
      // Rows after a subtotal that no subtotal of their own adds up: the totals, not a section.
      items.length = before;
      itemLines.length = before;
      break;
    }
    if (items.length === before) continue;
    if (closes && end !== undefined) carried = { at: end + 1, header: { columns, lines: [] } };
    // The same rows again: a copy of the invoice (an Argentine ORIGINAL, DUPLICADO, TRIPLICADO).
    const key = (item: ExtractedLineItem) => `${item.description.value}|${item.amount?.value}`;
    const earlier = new Set(items.slice(0, before).map(key));
    if (before > 0 && items.slice(before).every((item) => earlier.has(key(item)))) {
      items.length = before;
      itemLines.length = before;
      break;
    }
    firstKinds = kinds;
    if (end === undefined) break; // the table ran to the document's last line
    index = end;
  }
  if (items.length === 0) {
    const counted = countTimesItems(lines, decimalMark);
    return { items: counted.length ? counted : countAtPriceItems(lines, decimalMark), tax };
  }
  return { items: withoutBreakdowns(items, itemLines), tax };
}
