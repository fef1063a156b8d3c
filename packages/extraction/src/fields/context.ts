import type { FieldSource } from '@ap/domain/contract';
import type { Cell, TextLayout } from '../layout/text-layout';
import { decideDecimalMark } from './amount';
import { type Candidate, candidatesFor, indexLabels, type LabelHit } from './label-index';
import type { LabelName } from './labels';
import type { Language } from './language';

/** What every field reader needs to know about the document being read. */
export type FieldContext = {
  layout: TextLayout;
  hits: LabelHit[];
  /** Cells that start with a label (never a value of another label). */
  labelled: Set<Cell>;
  /** Cells of the line-item table (never a header value). */
  tableCells: Set<Cell>;
  language: Language;
  dayFirst: boolean;
  /** The mark the document writes decimals with, when its amounts say ("651,00"). */
  decimalMark?: ',' | '.';
  organizationNames: string[];
  filename?: string;
  /** The sender of the e-mail a body came from (a hint for the vendor). */
  senderName?: string;
  senderEmail?: string;
  /** For text read by OCR: how sure the OCR was of the words a value was read from (0-1). */
  certaintyOf?: (source: FieldSource) => number;
};

export function createContext(
  layout: TextLayout,
  base: Omit<FieldContext, 'layout' | 'hits' | 'labelled' | 'tableCells' | 'decimalMark'>,
): FieldContext {
  const hits = indexLabels(layout);
  // A cell whose labels are listed after a value of its own may be another label's value.
  const labelled = new Set(
    hits.filter((hit) => !hit.within).map((hit) => hit.line.cells[hit.cellIndex] as Cell),
  );
  const decimalMark = decideDecimalMark(layout.text);
  return {
    layout,
    hits,
    labelled,
    tableCells: new Set(),
    ...(decimalMark ? { decimalMark } : {}),
    ...base,
  };
}

/** The value candidates of every label of a field, in document order. */
export function labelCandidates(
  context: FieldContext,
  field: LabelName,
): { hit: LabelHit; candidates: Candidate[] }[] {
  return context.hits
    .filter(
      (hit) =>
        hit.field === field && !context.tableCells.has(hit.line.cells[hit.cellIndex] as Cell),
    )
    .map((hit) => ({ hit, candidates: candidatesFor(hit, context.layout, context.labelled) }));
}
