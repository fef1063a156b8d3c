import type { ExtractedLineItem } from '@ap/domain/contract';
import type { Cell, Line } from '../layout/text-layout';
import { findAmounts } from './amount';
import type { FieldContext } from './context';
import { LABELS } from './labels';
import { sourceOf } from './source';

type Column = 'description' | 'quantity' | 'rate' | 'amount' | 'ignore';

const HEADER_WORDS: [Column, RegExp][] = [
  [
    'rate',
    /^(?:unit\s*(?:price|cost|rate)|rate|price|einzelpreis|e-?preis|preis|stückpreis|prix\s*unit(?:aire)?|p\.?\s*u\.?|prix|stukprijs|prijs|tarief|precio(?:\s*unitario)?|prezzo(?:\s*unitario)?|tarif)(?![\p{L}\d])/iu,
  ],
  [
    'quantity',
    /^(?:qty|quantity|menge|anzahl|qt[ée]|quantit[ée]|aantal|cantidad|quantit[àa]|units?|hours|hrs|std\.?|stunden)(?![\p{L}\d])\.?$/iu,
  ],
  [
    'amount',
    /^(?:amount|net\s*amount|line\s*total|total|subtotal|betrag|gesamt(?:preis)?|summe|montant(?:\s*h\.?t\.?)?|total\s*h\.?t\.?|bedrag|totaal|importe|importo|netto)(?![\p{L}\d])/iu,
  ],
  [
    'ignore',
    /^(?:#|no\.?|pos\.?|item\s*(?:no|#)|sku|code|art\.?-?nr\.?|unit|einheit|unit[ée]|eenheid|vat\s*%?|tax\s*%?|mwst\.?\s*%?|ust\.?\s*%?|tva\s*%?|btw\s*%?|iva\s*%?|%|discount|rabatt|date)(?![\p{L}\d])/iu,
  ],
  [
    'description',
    /^(?:description|item|items|product|products|service|services|details|particulars|article|bezeichnung|beschreibung|artikel|leistung|position|d[ée]signation|libell[ée]|omschrijving|descripci[óo]n|concepto|descrizione)(?![\p{L}\d])/iu,
  ],
];

type HeaderColumn = { column: Column; cell: Cell };

function headerColumns(line: Line): HeaderColumn[] | null {
  const columns: HeaderColumn[] = [];
  for (const cell of line.cells) {
    const match = HEADER_WORDS.find(([, pattern]) => pattern.test(cell.text.trim()));
    if (!match) return null; // a header row holds header words only
    columns.push({ column: match[0], cell });
  }
  const kinds = new Set(columns.map((column) => column.column));
  return kinds.has('description') && kinds.has('amount') ? columns : null;
}

function isTotalsLine(line: Line): boolean {
  const first = line.cells[0]?.text.trim() ?? '';
  return (
    [LABELS.subtotal, LABELS.total, LABELS.tax].some((pattern) => pattern.test(first)) &&
    findAmounts(line.text).length > 0
  );
}

function nearestColumn(cell: Cell, columns: HeaderColumn[]): HeaderColumn | undefined {
  const overlapping = columns.filter(
    ({ cell: header }) => Math.min(header.x1, cell.x1) - Math.max(header.x0, cell.x0) > 0,
  );
  if (overlapping.length === 1) return overlapping[0];
  const middle = (cell.x0 + cell.x1) / 2;
  return [...columns].sort(
    (a, b) =>
      Math.abs((a.cell.x0 + a.cell.x1) / 2 - middle) -
      Math.abs((b.cell.x0 + b.cell.x1) / 2 - middle),
  )[0];
}

type Row = {
  line: Line;
  description: string;
  numbers: Partial<
    Record<'quantity' | 'rate' | 'amount', { value: string; raw: string; cell: Cell }>
  >;
};

function readRow(line: Line, columns: HeaderColumn[], positioned: boolean): Row {
  const row: Row = { line, description: '', numbers: {} };
  const numericColumns = columns.filter(
    ({ column }) => column === 'quantity' || column === 'rate' || column === 'amount',
  );
  line.cells.forEach((cell, index) => {
    const header =
      positioned || line.cells.length !== columns.length
        ? nearestColumn(cell, columns)
        : columns[index];
    const amounts = findAmounts(cell.text);
    const numeric =
      amounts.length === 1 && cell.text.replace(/[\d.,\s$€£¥₹()'’-]|[A-Z]{3}/g, '').length <= 2;
    if (numeric && header && header.column !== 'description' && header.column !== 'ignore') {
      const amount = amounts[0] as { value: string; raw: string };
      row.numbers[header.column] = { ...amount, cell };
    } else if (header?.column === 'description' || (!numeric && header?.column !== 'ignore')) {
      row.description = `${row.description} ${cell.text}`.trim();
    }
  });
  // Unpositioned rows that do not line up with the header: numbers from the right.
  if (!positioned && Object.keys(row.numbers).length === 0) {
    const numbers = line.cells.flatMap((cell) =>
      findAmounts(cell.text).map((amount) => ({ ...amount, cell })),
    );
    const order = numericColumns.map(({ column }) => column).slice(-numbers.length);
    numbers.slice(-order.length).forEach((number, index) => {
      row.numbers[order[index] as 'quantity' | 'rate' | 'amount'] = number;
    });
  }
  return row;
}

/** A line right under a row, on the same page, that only carries more description. */
function isContinuation(previous: Line, line: Line): boolean {
  if (line.page !== previous.page || line.cells.length > 2) return false;
  if (previous.box && line.box)
    return line.box[1] - previous.box[3] < (previous.box[3] - previous.box[1]) * 0.9;
  return line.index === previous.index + 1;
}

/** The line-item table: a header row of column words, rows under it, ending at the totals. */
export function readLineItems(context: FieldContext): ExtractedLineItem[] {
  const items: ExtractedLineItem[] = [];
  const { lines } = context.layout;
  for (let index = 0; index < lines.length; index += 1) {
    const header = lines[index] as Line;
    const columns = headerColumns(header);
    if (!columns) continue;
    for (const cell of header.cells) context.tableCells.add(cell);
    let previous: { item: ExtractedLineItem; line: Line } | undefined;
    let misses = 0;
    for (const line of lines.slice(index + 1)) {
      if (isTotalsLine(line)) break;
      if (headerColumns(line)) {
        for (const cell of line.cells) context.tableCells.add(cell); // the header repeated on a new page
        continue;
      }
      const row = readRow(line, columns, context.layout.positioned);
      const amount = row.numbers.amount;
      if (!amount) {
        if (
          previous &&
          row.description &&
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
        if (misses > (pageChanged ? 14 : 3)) break;
        continue;
      }
      misses = 0;
      for (const cell of line.cells) context.tableCells.add(cell);
      const confidence = 0.8;
      const field = (number: { value: string; raw: string; cell: Cell } | undefined) =>
        number
          ? { value: number.value, confidence, source: sourceOf(line, number.raw, number.cell) }
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
      previous = { item, line };
    }
    if (items.length > 0) return items;
  }
  return items;
}
