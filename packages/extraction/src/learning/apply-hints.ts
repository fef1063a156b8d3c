import type { ExtractedInvoice } from '@ap/domain/contract';
import { crossCheck } from '../checks/cross-check';
import { findDates } from '../fields/dates';
import { overallConfidence, UNLABELLED_TOTAL_NOTE } from '../fields/extract-fields';
import { sourceOf } from '../fields/source';
import { largestAmount } from '../fields/totals';
import type { TextLayout } from '../layout/text-layout';
import type { OcrPage } from '../ocr/read-image';
import { readByLabel, readingOf, sameValue } from './learn-hints';
import type { AppliedHint, LabelledField, ReadingHints } from './reading-hints';

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
    if (largest) {
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
      if (!hit) continue;
      applied.push(`${field}_label`);
      labelled.add(field);
      setField(invoice, field, {
        value: hit.value,
        confidence: LEARNED_CONFIDENCE,
        source: sourceOf(hit.place.line, hit.raw, hit.place.cell),
      });
    }
    for (const [field, value] of Object.entries(placed) as [LabelledField, Field][]) {
      if (labelled.has(field)) continue;
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
 * The values at the vendor's learned places of an OCR'd document, read closely (slow: a few
 * small OCR reads a place), for `applyReadingHints`. Nothing without places or pages.
 */
export async function readLearnedPlaces(
  invoice: ExtractedInvoice,
  layout: TextLayout | undefined,
  hints: ReadingHints,
  pages: OcrPage[] | undefined,
): Promise<Partial<Record<LabelledField, Field>>> {
  if (!layout || !pages?.length || !Object.keys(hints.places ?? {}).length) return {};
  const { readAtPlaces } = await import('./place-hints');
  return readAtPlaces(pages, hints.places ?? {}, readingOf(layout, invoice, hints.dateOrder));
}
