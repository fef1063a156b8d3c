import type { ExtractedInvoice } from '@ap/domain/contract';
import { crossCheck } from '../checks/cross-check';
import { findDates } from '../fields/dates';
import { overallConfidence, UNLABELLED_TOTAL_NOTE } from '../fields/extract-fields';
import { sourceOf } from '../fields/source';
import { largestAmount } from '../fields/totals';
import type { TextLayout } from '../layout/text-layout';
import type { OcrPage } from '../ocr/read-image';
import { readByLabel, readField, readingOf, sameValue } from './learn-hints';
import type { AppliedHint, LabelledField, PrintedPlace, ReadingHints } from './reading-hints';

// A value read where a person showed it is as sure as a clearly labelled one, not certain:
// the page can still change, and a person sees what was read with learned rules.
const LEARNED_CONFIDENCE = 0.93;

type Field = NonNullable<ExtractedInvoice['total']>;

const setField = (invoice: ExtractedInvoice, field: LabelledField, value: Field) => {
  if (field === 'total') {
    invoice.total = value;
    invoice.notes = invoice.notes.filter((note) => note !== UNLABELLED_TOTAL_NOTE);
  } else if (field === 'issue_date') invoice.issue_date = value;
  else invoice.invoice_number = value;
};

const GUESSED_CURRENCY = /^Currency [A-Z]{3} is not printed as a code/;

// The page's own arithmetic bears out the total it was read with.
const TOTAL_CHECKS = new Set([
  'subtotal_plus_tax_equals_total',
  'lines_plus_tax_equal_total',
  'lines_include_tax_equal_total',
]);

/**
 * Whether what the page shows contradicts a learned reading of a field: another total than the
 * one the page's own sums bear out, or an issue date after the due date printed. A learned
 * rule applies only where it agrees with the page.
 */
export function contradicted(invoice: ExtractedInvoice, field: LabelledField, value: string) {
  if (field === 'total')
    return (
      invoice.total !== null &&
      !sameValue('total', invoice.total.value, value) &&
      invoice.checks.some((check) => TOTAL_CHECKS.has(check.name) && check.passed)
    );
  if (field === 'issue_date') return Boolean(invoice.due_date && value > invoice.due_date.value);
  return false;
}

/**
 * Reads an invoice again with what was learned about its vendor: its name as the
 * organisation knows it, its currency where the page prints none, its date order, and the
 * number, date and total after the labels a person's correction showed. Changes `invoice` in
 * place (checks and confidence recomputed) and returns the hints that were used.
 */
export function applyReadingHints(
  invoice: ExtractedInvoice,
  layout: TextLayout | undefined,
  hints: ReadingHints,
  /** Values read closely at the vendor's learned places (place-hints.ts): after labels. */
  placed: Partial<Record<LabelledField, Field>> = {},
): AppliedHint[] {
  const applied: AppliedHint[] = [];
  if (hints.vendorName) {
    applied.push('vendor_name');
    if (!sameValue('vendor_name', hints.vendorName, invoice.vendor.name?.value ?? ''))
      invoice.vendor.name = {
        value: hints.vendorName,
        confidence: LEARNED_CONFIDENCE,
        source: invoice.vendor.name?.source ?? {},
      };
  }
  if (hints.currency) {
    const guessed = invoice.warnings?.some((warning) => GUESSED_CURRENCY.test(warning)) ?? false;
    if (!invoice.currency || guessed) {
      applied.push('currency');
      invoice.currency = {
        value: hints.currency,
        confidence: LEARNED_CONFIDENCE,
        source: invoice.currency?.source ?? {},
      };
      invoice.warnings = invoice.warnings?.filter((warning) => !GUESSED_CURRENCY.test(warning));
    }
  }
  if (layout) {
    const reading = readingOf(layout, invoice, hints.dateOrder);
    if (hints.dateOrder) {
      applied.push('date_order');
      for (const key of ['issue_date', 'due_date'] as const) {
        const field = invoice[key];
        const printed = field?.source.text;
        const [date] = printed ? findDates(printed, reading.language, reading.dayFirst) : [];
        if (field && date) invoice[key] = { ...field, value: date.iso };
      }
    }
    const labelledTotal = hints.labels?.total
      ? readByLabel(layout, 'total', hints.labels.total, reading)
      : undefined;
    const largest =
      hints.totalPosition && !labelledTotal
        ? largestAmount(layout, reading.decimalMark)
        : undefined;
    if (largest && !contradicted(invoice, 'total', largest.value)) {
      applied.push('total_position');
      setField(invoice, 'total', {
        value: largest.value,
        // A position is a weaker witness than a label: a person should glance at it.
        confidence: 0.75,
        source: sourceOf(largest.line, largest.raw, largest.cell),
      });
    }
    const labelled = new Set<LabelledField>();
    for (const [field, label] of Object.entries(hints.labels ?? {}) as [LabelledField, string][]) {
      const hit = readByLabel(layout, field, label, reading);
      if (!hit || contradicted(invoice, field, hit.value)) continue;
      applied.push(`${field}_label`);
      labelled.add(field);
      setField(invoice, field, {
        value: hit.value,
        confidence: LEARNED_CONFIDENCE,
        source: sourceOf(hit.place.line, hit.raw, hit.place.cell),
      });
    }
    for (const [field, value] of Object.entries(placed) as [LabelledField, Field][]) {
      if (labelled.has(field) || contradicted(invoice, field, value.value)) continue;
      applied.push(`${field}_place`);
      setField(invoice, field, value);
    }
  }
  if (applied.length) {
    invoice.checks = crossCheck(invoice);
    invoice.confidence = overallConfidence(invoice);
    invoice.notes = [...invoice.notes, `Read with learned reading rules: ${applied.join(', ')}.`];
  }
  return applied;
}

/**
 * The values at the vendor's learned places of an OCR'd document, read closely (a few small OCR
 * reads, at most about 2 s a page), for `applyReadingHints`. A document read from its text (a
 * PDF) is drawn only where a learned field's value is missing from that text: a place never
 * overrides what the text shows. Nothing without places or pages.
 */
export async function readLearnedPlaces(
  invoice: ExtractedInvoice,
  layout: TextLayout | undefined,
  hints: ReadingHints,
  pages: OcrPage[] | undefined,
  drawPages?: (numbers: number[]) => Promise<OcrPage[]>,
): Promise<Partial<Record<LabelledField, Field>>> {
  const places = Object.entries(hints.places ?? {}) as [LabelledField, PrintedPlace][];
  if (!layout || places.length === 0) return {};
  let read = pages;
  let wanted = places;
  if (!read?.length) {
    wanted = places.filter(([field]) => readField(invoice, field) === null);
    if (!drawPages || wanted.length === 0) return {};
    read = await drawPages([...new Set(wanted.map(([, place]) => place.page))].sort());
  }
  const { readAtPlaces } = await import('./place-hints');
  return readAtPlaces(
    read,
    Object.fromEntries(wanted),
    readingOf(layout, invoice, hints.dateOrder),
  );
}
