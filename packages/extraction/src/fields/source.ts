import type { FieldSource } from '@ap/domain/contract';
import { characterPosition } from '../layout/character-position';
import type { Cell, Line } from '../layout/text-layout';

/**
 * Where a value was read: its box on its page (the cell's, narrowed to the value where the cell
 * keeps its runs: "Total due: 1,234.00" highlights the amount), or its span in the text.
 */
export function sourceOf(line: Line, text: string, cell?: Cell): FieldSource {
  const at = line.text.indexOf(text);
  const start = line.span[0] + Math.max(at, 0);
  const source: FieldSource = { text, span: [start, at >= 0 ? start + text.length : line.span[1]] };
  if (line.page !== undefined) source.page = line.page;
  if (line.box) {
    const [, y0, , y1] = line.box;
    if (cell) {
      const [x0, x1] = valueExtent(cell, text);
      source.box = [round(x0), y0, round(x1), y1];
    } else source.box = line.box;
  }
  return source;
}

/** The value's extent in its cell: by the cell's runs, else the whole cell. */
function valueExtent(cell: Cell, text: string): [number, number] {
  const at = cell.runs && text ? cell.text.indexOf(text) : -1;
  if (at < 0) return [cell.x0, cell.x1];
  const x = characterPosition(cell);
  return [x(at), x(at + text.length)];
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** A value found, before it becomes a field: what it is, how sure, and where. */
export type Found<T> = {
  value: T;
  confidence: number;
  source: FieldSource;
  /** The signs that chose this value among the field's candidates (`signs.ts`). */
  signs?: { what: string; weight: number }[];
};

export function clamp(confidence: number): number {
  return Math.round(Math.min(1, Math.max(0, confidence)) * 100) / 100;
}
