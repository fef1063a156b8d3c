/** A horizontal extent on a page: a cell, a column, a word placed in its cell. */
export type Span = { x0: number; x1: number };

/**
 * How far two extents overlap side to side: positive where they share some width, negative by
 * the gap between them (a column and the value printed under it, two cells of one block).
 */
export const horizontalOverlap = (a: Span, b: Span): number =>
  Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
