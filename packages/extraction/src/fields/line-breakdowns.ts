import type { ExtractedLineItem } from '@ap/domain/contract';
import Decimal from 'decimal.js';
import type { Line } from '../layout/text-layout';

/** A line printed further right than another on its page (an indented row). */
const indentedUnder = (line: Line, parent: Line) =>
  line.page === parent.page &&
  line.box !== undefined &&
  parent.box !== undefined &&
  line.box[0] - parent.box[0] >= parent.fontSize * 0.5;

/**
 * A charge broken down on the indented rows under it (a utility bill's "Production et
 * distribution Eau 159.46" over "Forfait 52.74", "m3 compris 0.00", "m3 dépassant 106.72"):
 * two or more rows that add up to the charge above them are its detail, not more charges.
 */
export function withoutBreakdowns(items: ExtractedLineItem[], lines: Line[]): ExtractedLineItem[] {
  const kept: ExtractedLineItem[] = [];
  let index = 0;
  while (index < items.length) {
    const parent = items[index] as ExtractedLineItem;
    const parentLine = lines[index] as Line;
    kept.push(parent);
    let sum = new Decimal(0);
    let end = index + 1;
    for (let next = index + 1; next < items.length; next += 1) {
      if (!indentedUnder(lines[next] as Line, parentLine)) break;
      sum = sum.plus(items[next]?.amount?.value ?? 0);
      if (parent.amount && sum.equals(parent.amount.value)) end = next + 1;
    }
    index = end - index > 2 ? end : index + 1;
  }
  return kept;
}
