import type { FieldSource } from '@ap/domain/contract';
import type { Cell, Line } from '../layout/text-layout';

/** Where a value was read: the cell's box on its page, or its span in the text. */
export function sourceOf(line: Line, text: string, cell?: Cell): FieldSource {
  const at = line.text.indexOf(text);
  const start = line.span[0] + Math.max(at, 0);
  const source: FieldSource = { text, span: [start, at >= 0 ? start + text.length : line.span[1]] };
  if (line.page !== undefined) source.page = line.page;
  if (line.box) {
    const [, y0, , y1] = line.box;
    source.box = cell ? [round(cell.x0), y0, round(cell.x1), y1] : line.box;
  }
  return source;
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** A value found, before it becomes a field: what it is, how sure, and where. */
export type Found<T> = { value: T; confidence: number; source: FieldSource };

export function clamp(confidence: number): number {
  return Math.round(Math.min(1, Math.max(0, confidence)) * 100) / 100;
}
