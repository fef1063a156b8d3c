import type { Cell } from '../layout/text-layout';
import { CONFIDENCE } from './confidence-policy';
import type { FieldContext } from './context';
import { labelCandidates } from './context';
import type { Candidate } from './label-index';
import { PLACEMENT_CONFIDENCE } from './label-index';
import type { LabelName } from './labels';
import { clamp, type Found, sourceOf } from './source';

/** Reads a value of one kind out of a candidate text; null when it holds none. */
export type ValueParser<T> = (text: string) => { value: T; text: string } | null;

/**
 * The first labelled value that parses, with a confidence from where it sat and how specific
 * the label was (a bare "Date" or "Invoice" is weaker than "Invoice date").
 */
export function readLabelled<T>(
  context: FieldContext,
  field: LabelName,
  parse: ValueParser<T>,
  options: {
    weakLabel?: RegExp;
    pick?: 'first' | 'last';
    /** Which of the values read may be taken (all by default). */
    keep?: (value: LabelledValue<T>) => boolean;
  } = {},
): Found<T> | null {
  const found = labelledValues(context, field, parse, options).filter(
    (value) => options.keep?.(value) ?? true,
  );
  if (found.length === 0) return null;
  const strongest = Math.max(...found.map((item) => item.confidence));
  const best = found.filter((item) => item.confidence === strongest);
  const chosen = (options.pick === 'last' ? best[best.length - 1] : best[0]) as Found<T>;
  // The same value printed under two labels (header and footer) is surer.
  const agreeing = found.filter(
    (item) => JSON.stringify(item.value) === JSON.stringify(chosen.value),
  ).length;
  return agreeing > 1 ? { ...chosen, confidence: clamp(chosen.confidence + 0.05) } : chosen;
}

/** A value read under a label, with the label it was read under and the line it is on. */
export type LabelledValue<T> = Found<T> & {
  label: string;
  lineIndex: number;
  where: Candidate['where'];
  /** The cell the value was read from. */
  cell: Cell;
};

/** Every labelled value of a field that parses, in document order. */
export function labelledValues<T>(
  context: FieldContext,
  field: LabelName,
  parse: ValueParser<T>,
  options: { weakLabel?: RegExp } = {},
): LabelledValue<T>[] {
  const found: LabelledValue<T>[] = [];
  for (const { hit, candidates } of labelCandidates(context, field)) {
    const result = firstParsed(candidates, parse);
    if (!result) continue;
    const weak = options.weakLabel?.test(hit.label.trim()) ?? false;
    const confidence =
      PLACEMENT_CONFIDENCE[result.candidate.where] * (weak ? CONFIDENCE.bareLabel : 1);
    found.push({
      value: result.value,
      confidence: clamp(confidence),
      source: sourceOf(result.candidate.line, result.text, result.candidate.cell),
      label: hit.label,
      lineIndex: result.candidate.line.index,
      where: result.candidate.where,
      cell: result.candidate.cell,
    });
  }
  return found;
}

function firstParsed<T>(candidates: Candidate[], parse: ValueParser<T>) {
  for (const candidate of candidates) {
    const parsed = parse(candidate.text);
    if (parsed) return { candidate, value: parsed.value, text: parsed.text };
  }
  return null;
}
